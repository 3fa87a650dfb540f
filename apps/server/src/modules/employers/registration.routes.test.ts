import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authMessages,
  employerMessages,
  type AuthResponse,
  type EmployerOrganisation,
} from '@careers/contracts';
import { auditLog } from '../../db/tables.ts';
import { uniqueEmail } from '../../test/auth.ts';
import { testDrivers } from '../../test/db.ts';
import { employersTestbed, newPassword } from './employers.testbed.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('employer contact accounts: registering on %s', (driver) => {
  const { bed, env, post, get, registerNew, verifyToken, login, asUser } = employersTestbed(driver);

  it('registering a new organisation creates it pending, without tokens, and mails a confirmation link', async () => {
    const email = uniqueEmail('founder');
    const res = await registerNew(email, {
      name: 'Brightwater Labs Ltd',
      website: 'https://www.brightwater.example/',
      sector: 'Energy',
      size: 'small',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: employerMessages.verificationSent, email });

    // Unconfirmed: both sign-ins refuse with email_unverified (after the password is right).
    for (const attempt of [
      () => login(email),
      () => post('/api/v1/login', { email, password: newPassword }),
    ]) {
      const refused = await attempt();
      expectError(refused, 403, {
        message: authMessages.employerEmailUnverified,
        code: 'email_unverified',
      });
    }
    expect((await login(email, 'Wrong-Password-Given-1')).statusCode).toBe(401);

    const token = await verifyToken(email);
    expect(token).toEqual(expect.any(String));
    const verified = await post('/api/v1/employer/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email });
    // Single use.
    expect((await post('/api/v1/employer/verify-email', { token })).statusCode).toBe(400);

    const session = await login(email);
    expect(session.statusCode).toBe(200);
    const body = session.json<AuthResponse>();
    expect(body.userData).toMatchObject({ role: 'employer', email, emailVerified: true });
    expect(body.userData.ability).toContainEqual({ action: 'read', subject: 'EmployerPortal' });

    const org = await get('/api/v1/employer/organisation', asUser(body));
    expect(org.statusCode).toBe(200);
    expect(org.json<EmployerOrganisation>()).toMatchObject({
      name: 'Brightwater Labs Ltd',
      website: 'https://www.brightwater.example/',
      sector: 'Energy',
      size: 'small',
      status: 'pending',
      statusReason: null,
      contacts: [{ fullName: 'Dana Fields', email, accountId: body.userData.id }],
    });
    const [audit] = await env.t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employer.register'));
    expect(audit).toMatchObject({ actorRole: 'employer', entity: 'organisation' });

    // Staff are told it waits for approval, and it is in the Approvals queue.
    const bell = await get('/api/v1/notifications', bed.admin);
    expect(bell.json<{ data: { kind: string; link: string }[] }>().data).toContainEqual(
      expect.objectContaining({
        kind: 'approval_waiting',
        link: `/careers/organisations/${org.json<EmployerOrganisation>().id}`,
      }),
    );
    const queue = await get('/api/v1/approvals', bed.admin);
    expect(JSON.stringify(queue.json())).toContain('Brightwater Labs Ltd');
  });

  it('[400] same password rules as other accounts; [409] one employer account per address', async () => {
    const weak = await post('/api/v1/employer/register', {
      email: uniqueEmail('weak'),
      password: 'password123',
      fullName: 'Weak One',
      organisation: { name: 'Weak Co' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    const email = uniqueEmail('twice');
    expect((await registerNew(email)).statusCode).toBe(201);
    const again = await registerNew(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'email', code: 'email_in_use' });
  });

  it('resend: the same answer for any address; mails an unconfirmed contact, at most five an hour', async () => {
    const email = uniqueEmail('resender');
    expect((await registerNew(email)).statusCode).toBe(201);
    const known = await post('/api/v1/employer/verify-email/resend', { email });
    const unknown = await post('/api/v1/employer/verify-email/resend', {
      email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await env.t.app.jobs.runDue();
    for (let i = 0; i < 6; i++) await post('/api/v1/employer/verify-email/resend', { email });
    const mails = (await env.mailsTo(email)).filter((m) =>
      m.text.includes('/employer/verify-email'),
    );
    expect(mails).toHaveLength(5);
  });
});
