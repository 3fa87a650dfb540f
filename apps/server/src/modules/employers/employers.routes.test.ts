import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authMessages,
  employerMessages,
  type AuthResponse,
  type EmployerInvitationList,
  type EmployerOrganisation,
} from '@careers/contracts';
import { auditLog, employers, organisations } from '../../db/tables.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { bearer, registerCandidate, tokenMailedTo, uniqueEmail } from '../../test/auth.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import {
  createEmployer,
  createOrganisation,
  employerInvitationToken,
} from '../../test/employers.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, password, type TestUser } from '../../test/users.ts';

const newPassword = 'Employer-Portal-Pass-7';

describe.each(testDrivers())('employer contact accounts on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: TestUser;
  let addressSeq = 0;
  const address = () => `10.40.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;
  beforeAll(async () => {
    admin = await createAdmin(env.t.app);
  });
  afterEach(() => resetClock());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    env.t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: address() });
  const get = (url: string, user: { auth: Record<string, string> }) =>
    env.t.app.inject({ method: 'GET', url, headers: user.auth });
  const registerNew = (email: string, organisation: object = { name: 'Brightwater Labs' }) =>
    post('/api/v1/employer/register', {
      email,
      password: newPassword,
      fullName: 'Dana Fields',
      organisation,
    });
  const mailedToken = (email: string, path: string, param: string) =>
    tokenMailedTo(env.t.app, env.smtp, email, path, param);
  const verifyToken = (email: string) => mailedToken(email, '/employer/verify-email', 'token');
  const login = (email: string, pass = newPassword) =>
    post('/api/v1/employer/login', { email, password: pass });
  const asUser = (body: AuthResponse): TestUser => ({
    id: body.userData.id,
    email: body.userData.email,
    fullName: body.userData.fullName,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    auth: bearer(body.accessToken),
  });

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
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
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
    const bell = await get('/api/v1/notifications', admin);
    expect(bell.json<{ data: { kind: string; link: string }[] }>().data).toContainEqual(
      expect.objectContaining({
        kind: 'approval_waiting',
        link: `/careers/organisations/${org.json<EmployerOrganisation>().id}`,
      }),
    );
    const queue = await get('/api/v1/approvals', admin);
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
    const { token } = await employerInvitationToken(env.t.app, org.id, email, admin);
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
    const secondUse = await post('/api/v1/employer/register', {
      email: uniqueEmail('late'),
      password: newPassword,
      fullName: 'Late',
      invitationToken: token,
    });
    expect(secondUse.statusCode).toBe(403);

    // Expired after 7 days.
    const lateEmail = uniqueEmail('expired');
    const expired = await employerInvitationToken(env.t.app, org.id, lateEmail, admin);
    advanceClock(7 * 24 * 60 * 60_000 + 1000);
    const tooLate = await post('/api/v1/employer/register', {
      email: lateEmail,
      password: newPassword,
      fullName: 'Too Late',
      invitationToken: expired.token,
    });
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
    const staffList = await get(url, admin);
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
    const refused = await post('/api/v1/employer/register', {
      email,
      password: newPassword,
      fullName: 'Cole League',
      invitationToken: token,
    });
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
    const byStaff = await post(url(pending.id), { email: uniqueEmail('first') }, admin.auth);
    expect(byStaff.statusCode).toBe(201);
    const missing = await post(
      url('00000000-0000-4000-8000-000000000000'),
      { email: uniqueEmail('x') },
      admin.auth,
    );
    expect(missing.statusCode).toBe(404);
    // An invitation of another organisation cannot be revoked through one's own.
    const elsewhere = await employerInvitationToken(env.t.app, other.id, uniqueEmail('y'), admin);
    const approvedContact = await createEmployer(env.t.app);
    const crossRevoke = await env.t.app.inject({
      method: 'DELETE',
      url: `${url(approvedContact.organisationId)}/${elsewhere.id}`,
      headers: approvedContact.auth,
    });
    expect(crossRevoke.statusCode).toBe(404);
  });

  it('the one sign-in offers the employer account beside a student account of the same address', async () => {
    const email = uniqueEmail('both');
    const student = await registerCandidate(env.t.app, { email, password: newPassword });
    const org = await createOrganisation(env.t.app);
    const { token } = await employerInvitationToken(env.t.app, org.id, email, admin);
    const joined = await post('/api/v1/employer/register', {
      email,
      password: newPassword,
      fullName: 'Two Hats',
      invitationToken: token,
    });
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
    await env.t.app.jobs.runDue();
    const mails = env.smtp.mailTo(email).filter((m) => m.text.includes('/employer/verify-email'));
    expect(mails).toHaveLength(5);
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
    const res = await env.t.app.inject({
      method: 'PATCH',
      url: '/api/v1/employer/account',
      headers: contact.auth,
      payload: { fullName: '  Morgan Reyes-Smith ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Morgan Reyes-Smith', role: 'employer' });
    const org = (await get('/api/v1/employer/organisation', contact)).json<EmployerOrganisation>();
    expect(org.contacts.find((c) => c.accountId === contact.id)?.fullName).toBe(
      'Morgan Reyes-Smith',
    );
    const empty = await env.t.app.inject({
      method: 'PATCH',
      url: '/api/v1/employer/account',
      headers: contact.auth,
      payload: { fullName: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const student = await createCandidate(env.t.app);
    const refused = await env.t.app.inject({
      method: 'PATCH',
      url: '/api/v1/employer/account',
      headers: student.auth,
      payload: { fullName: 'Not An Employer' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the contact edits their organisation’s profile; a stale edit is refused; names follow into vacancies', async () => {
    const org = await createOrganisation(env.t.app, { name: 'Old Name Ltd' });
    const contact = await createEmployer(env.t.app, { organisationId: org.id });
    const vacancy = await careersCalls(env.t.app).openVacancy(admin, { organisationId: org.id });
    const before = (
      await get('/api/v1/employer/organisation', contact)
    ).json<EmployerOrganisation>();
    const patch = (payload: object) =>
      env.t.app.inject({
        method: 'PATCH',
        url: '/api/v1/employer/organisation',
        headers: contact.auth,
        payload,
      });
    const res = await patch({
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
    const stale = await patch({ sector: 'Retail', expectedUpdatedAt: before.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit' });
    // A contact cannot change the status through the profile.
    const sneaky = await patch({ status: 'approved', description: 'x' });
    expect(sneaky.statusCode).toBe(200);
    const seen = await get(`/api/v1/vacancies/${vacancy.id}`, contact);
    expect(seen.json()).toMatchObject({ employer: { name: 'New Name Ltd' } });
  });
});
