import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages, type AuthResponse, type EmployerOrganisation } from '@careers/contracts';
import { employers, organisations } from '../../db/tables.ts';
import { bearer, registerCandidate, uniqueEmail } from '../../test/auth.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import {
  createEmployer,
  createOrganisation,
  employerInvitationToken,
} from '../../test/employers.ts';
import { createCandidate, password } from '../../test/users.ts';
import { employersTestbed, newPassword } from './employers.testbed.ts';

describe.each(testDrivers())('employer contact accounts: accounts on %s', (driver) => {
  const { bed, env, post, get, patch, registerNew, registerInvited, mailedToken, login } =
    employersTestbed(driver);

  it('the one sign-in offers the employer account beside a student account of the same address', async () => {
    const email = uniqueEmail('both');
    const student = await registerCandidate(env.t.app, { email, password: newPassword });
    const org = await createOrganisation(env.t.app);
    const { token } = await employerInvitationToken(env.t.app, org.id, email, bed.admin);
    const joined = await registerInvited(email, 'Two Hats', token);
    expect(joined.statusCode).toBe(201);
    const choose = await post('/api/v1/login', { email, password: newPassword });
    expect(choose.statusCode).toBe(200);
    expect(choose.json()).toEqual({
      choose: expect.arrayContaining([
        { role: 'candidate', fullName: student.userData.fullName },
        { role: 'employer', fullName: 'Two Hats' },
      ]),
    });
    const chosen = await post('/api/v1/login', { email, password: newPassword, role: 'employer' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<AuthResponse>().userData.role).toBe('employer');
  });

  it('an unconfirmed employer account is skipped by the one sign-in when another account matches', async () => {
    const email = uniqueEmail('student-first');
    await registerCandidate(env.t.app, { email, password: newPassword });
    expect((await registerNew(email)).statusCode).toBe(201);
    const res = await post('/api/v1/login', { email, password: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().userData.role).toBe('candidate');
  });

  it('forgot and reset password work for employer contacts and end their sessions', async () => {
    const contact = await createEmployer(env.t.app);
    const forgot = await post('/api/v1/employer/forgot-password', { email: contact.email });
    expect(forgot.statusCode).toBe(202);
    const token = await mailedToken(contact.email, '/reset-password', 'token');
    expect(token).toEqual(expect.any(String));
    const reset = await post('/api/v1/reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(204);
    expect((await get('/api/v1/me', contact)).statusCode).toBe(401);
    expect((await login(contact.email, password)).statusCode).toBe(401);
    expect((await login(contact.email, newPassword)).statusCode).toBe(200);
  });

  it('sessions rotate like every account’s: a refresh token used twice ends the session', async () => {
    const contact = await createEmployer(env.t.app);
    const signedIn = await login(contact.email, password);
    expect(signedIn.statusCode).toBe(200);
    const first = signedIn.json<AuthResponse>();
    const rotated = await post('/api/v1/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ accessToken: string; refreshToken: string }>();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    const replay = await post('/api/v1/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    // Replaying a rotated token revokes the whole family: the new pair stops working too.
    expect((await get('/api/v1/me', { auth: bearer(next.accessToken) })).statusCode).toBe(401);
    // Ten wrong passwords lock the account's sign-in for a while, as for the other kinds.
    for (let i = 0; i < 10; i++) await login(contact.email, 'Not-The-Password-1');
    const locked = await login(contact.email, password);
    expect(locked.statusCode).toBe(429);
  });

  it('revocation: a disabled contact or a suspended organisation ends sessions and sign-ins at once', async () => {
    const { db } = env.t.app.database;
    const disabled = await createEmployer(env.t.app);
    expect((await get('/api/v1/me', disabled)).statusCode).toBe(200);
    await db.update(employers).set({ status: 'disabled' }).where(eq(employers.id, disabled.id));
    expect((await get('/api/v1/me', disabled)).statusCode).toBe(401);
    const refused = await login(disabled.email, password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: authMessages.accountDisabled });
    const refresh = await post('/api/v1/jwt/refresh-token', {
      refreshToken: disabled.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);

    const suspended = await createEmployer(env.t.app);
    await db
      .update(organisations)
      .set({ status: 'suspended', statusReason: 'Under review' })
      .where(eq(organisations.id, suspended.organisationId));
    expect((await get('/api/v1/employer/organisation', suspended)).statusCode).toBe(401);
    expect((await login(suspended.email, password)).statusCode).toBe(401);
    const oneSignIn = await post('/api/v1/login', { email: suspended.email, password });
    expect(oneSignIn.statusCode).toBe(401);
  });

  it('the contact renames themselves; the organisation’s contact follows; audited', async () => {
    const contact = await createEmployer(env.t.app);
    const res = await patch('/api/v1/employer/account', contact, {
      fullName: '  Morgan Reyes-Smith ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Morgan Reyes-Smith', role: 'employer' });
    const org = (await get('/api/v1/employer/organisation', contact)).json<EmployerOrganisation>();
    expect(org.contacts.find((c) => c.accountId === contact.id)?.fullName).toBe(
      'Morgan Reyes-Smith',
    );
    const empty = await patch('/api/v1/employer/account', contact, { fullName: ' ' });
    expect(empty.statusCode).toBe(400);
    const student = await createCandidate(env.t.app);
    const refused = await patch('/api/v1/employer/account', student, {
      fullName: 'Not An Employer',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the contact edits their organisation’s profile; a stale edit is refused; names follow into vacancies', async () => {
    const org = await createOrganisation(env.t.app, { name: 'Old Name Ltd' });
    const contact = await createEmployer(env.t.app, { organisationId: org.id });
    const vacancy = await careersCalls(env.t.app).openVacancy(bed.admin, {
      organisationId: org.id,
    });
    const before = (
      await get('/api/v1/employer/organisation', contact)
    ).json<EmployerOrganisation>();
    const edit = (payload: object) => patch('/api/v1/employer/organisation', contact, payload);
    const res = await edit({
      name: 'New Name Ltd',
      website: 'https://newname.example',
      address: '1 High Street',
      description: 'We make things.',
      size: 'medium',
      expectedUpdatedAt: before.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EmployerOrganisation>()).toMatchObject({
      name: 'New Name Ltd',
      website: 'https://newname.example',
      address: '1 High Street',
      size: 'medium',
      status: 'approved',
    });
    const stale = await edit({ sector: 'Retail', expectedUpdatedAt: before.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit' });
    // A contact cannot change the status through the profile.
    const sneaky = await edit({ status: 'approved', description: 'x' });
    expect(sneaky.statusCode).toBe(200);
    const seen = await get(`/api/v1/vacancies/${vacancy.id}`, contact);
    expect(seen.json()).toMatchObject({ employer: { name: 'New Name Ltd' } });
  });
});
