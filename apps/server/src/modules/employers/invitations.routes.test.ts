import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  employerMessages,
  type AuthResponse,
  type EmployerInvitationList,
  type EmployerOrganisation,
} from '@careers/contracts';
import { auditLog, employers } from '../../db/tables.ts';
import { advanceClock } from '../../lib/clock.ts';
import { uniqueEmail } from '../../test/auth.ts';
import { testDrivers } from '../../test/db.ts';
import {
  createEmployer,
  createOrganisation,
  employerInvitationToken,
} from '../../test/employers.ts';
import { createCandidate } from '../../test/users.ts';
import { employersTestbed, newPassword } from './employers.testbed.ts';

describe.each(testDrivers())('employer contact accounts: invitations on %s', (driver) => {
  const { bed, env, post, get, registerNew, registerInvited, mailedToken, asUser } =
    employersTestbed(driver);

  it('joins an existing organisation only by invitation, never by naming it', async () => {
    const org = await createOrganisation(env.t.app, { name: 'Northwind Analytics' });
    // Naming it makes a new pending organisation, not a way in.
    const named = uniqueEmail('namer');
    expect((await registerNew(named, { name: 'Northwind Analytics' })).statusCode).toBe(201);
    const [row] = await env.t.app.database.db
      .select({ organisationId: employers.organisationId })
      .from(employers)
      .where(eq(employers.email, named));
    expect(row?.organisationId).not.toBe(org.id);

    // Neither or both: refused.
    const neither = await post('/api/v1/employer/register', {
      email: uniqueEmail('neither'),
      password: newPassword,
      fullName: 'No Org',
    });
    expect(neither.statusCode).toBe(400);
    const email = uniqueEmail('invited');
    const { token } = await employerInvitationToken(env.t.app, org.id, email, bed.admin);
    const join = (payload: object) =>
      post('/api/v1/employer/register', {
        email,
        password: newPassword,
        fullName: 'Ivy Invited',
        invitationToken: token,
        ...payload,
      });
    expect((await join({ organisation: { name: 'Other' } })).statusCode).toBe(400);
    expect((await join({ invitationToken: 'not-a-real-token' })).json()).toMatchObject({
      code: 'invitation_invalid',
    });
    const mismatch = await join({ email: uniqueEmail('someone-else') });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({ code: 'invitation_email_mismatch' });

    // The invited address counts as confirmed: signed in at once, into that organisation.
    const joined = await join({});
    expect(joined.statusCode).toBe(201);
    const body = joined.json<AuthResponse>();
    expect(body.userData).toMatchObject({ role: 'employer', emailVerified: true });
    const own = await get('/api/v1/employer/organisation', asUser(body));
    expect(own.json<EmployerOrganisation>()).toMatchObject({ id: org.id, status: 'approved' });
    // Single use.
    const reuse = await join({ email });
    expect(reuse.statusCode).toBe(409);
    const secondUse = await registerInvited(uniqueEmail('late'), 'Late', token);
    expect(secondUse.statusCode).toBe(403);

    // Expired after 7 days.
    const lateEmail = uniqueEmail('expired');
    const expired = await employerInvitationToken(env.t.app, org.id, lateEmail, bed.admin);
    advanceClock(7 * 24 * 60 * 60_000 + 1000);
    const tooLate = await registerInvited(lateEmail, 'Too Late', expired.token);
    expect(tooLate.statusCode).toBe(403);
  });

  it('invitations: an approved organisation’s contact invites a colleague by email; list and revoke', async () => {
    const contact = await createEmployer(env.t.app);
    const url = `/api/v1/organisations/${contact.organisationId}/invitations`;
    const email = uniqueEmail('colleague');
    const invited = await post(url, { email, fullName: 'Cole League' }, contact.auth);
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, organisationId: contact.organisationId });
    expect(invited.json()).not.toHaveProperty('token');
    const token = await mailedToken(email, '/employer/register', 'invitation');
    expect(token).toEqual(expect.any(String));

    const list = await get(url, contact);
    expect(list.json<EmployerInvitationList>().data.map((i) => i.email)).toContain(email);
    const staffList = await get(url, bed.admin);
    expect(staffList.statusCode).toBe(200);

    // Already an employer account: 409.
    const dup = await post(url, { email: contact.email }, contact.auth);
    expect(dup.statusCode).toBe(409);

    const id = invited.json<{ id: string }>().id;
    const revoked = await env.t.app.inject({
      method: 'DELETE',
      url: `${url}/${id}`,
      headers: contact.auth,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(url, contact)).json<EmployerInvitationList>().data).toEqual([]);
    const refused = await registerInvited(email, 'Cole League', token);
    expect(refused.statusCode).toBe(403);
    const audits = await env.t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, contact.organisationId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['employer_invitation.create', 'employer_invitation.revoke']),
    );
  });

  it('invitations: [403] from a pending organisation’s contact, [404] for another organisation, [403] for students; staff may invite into a pending one', async () => {
    const pending = await createOrganisation(env.t.app, { status: 'pending' });
    const contact = await createEmployer(env.t.app, { organisationId: pending.id });
    const url = (id: string) => `/api/v1/organisations/${id}/invitations`;
    const own = await post(url(pending.id), { email: uniqueEmail('x') }, contact.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: employerMessages.organisationNotApproved });
    const other = await createOrganisation(env.t.app);
    const foreign = await post(url(other.id), { email: uniqueEmail('x') }, contact.auth);
    expect(foreign.statusCode).toBe(404);
    expect((await get(url(other.id), contact)).statusCode).toBe(404);
    const student = await createCandidate(env.t.app);
    expect((await post(url(other.id), { email: uniqueEmail('x') }, student.auth)).statusCode).toBe(
      403,
    );
    const byStaff = await post(url(pending.id), { email: uniqueEmail('first') }, bed.admin.auth);
    expect(byStaff.statusCode).toBe(201);
    const missing = await post(
      url('00000000-0000-4000-8000-000000000000'),
      { email: uniqueEmail('x') },
      bed.admin.auth,
    );
    expect(missing.statusCode).toBe(404);
    // An invitation of another organisation cannot be revoked through one's own.
    const elsewhere = await employerInvitationToken(
      env.t.app,
      other.id,
      uniqueEmail('y'),
      bed.admin,
    );
    const approvedContact = await createEmployer(env.t.app);
    const crossRevoke = await env.t.app.inject({
      method: 'DELETE',
      url: `${url(approvedContact.organisationId)}/${elsewhere.id}`,
      headers: approvedContact.auth,
    });
    expect(crossRevoke.statusCode).toBe(404);
  });
});
