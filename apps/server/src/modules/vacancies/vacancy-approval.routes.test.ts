import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AppNotification, Approvals, Attention, Vacancy } from '@careers/contracts';
import { auditLog, notifications, outbox, vacancies } from '../../db/tables.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { useTestApp } from '../../test/app.ts';
import { vacancyBody } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer, createOrganisation, type TestEmployer } from '../../test/employers.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('vacancy approval on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: TestUser;
  let candidate: TestUser;
  let contact: TestEmployer;
  let colleague: TestEmployer;
  let stranger: TestEmployer;

  beforeAll(async () => {
    admin = await createAdmin(t.app, undefined, 'Priya Raman');
    candidate = await createCandidate(t.app);
    const org = await createOrganisation(t.app, { name: 'Harbour Logistics Ltd' });
    contact = await createEmployer(t.app, { organisationId: org.id, fullName: 'Morgan Reyes' });
    colleague = await createEmployer(t.app, { organisationId: org.id, fullName: 'Sam Okafor' });
    stranger = await createEmployer(t.app, { fullName: 'Other Company Contact' });
  });
  afterEach(() => resetClock());

  /** Its closing date passes (as time would pass). */
  const expire = (id: string) =>
    t.database.db
      .update(vacancies)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(vacancies.id, id));

  const call = (
    user: { auth: Record<string, string> },
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const draft = async (user: TestEmployer = contact, overrides: Record<string, unknown> = {}) => {
    const res = await call(user, 'POST', '/vacancies', vacancyBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Vacancy>();
  };
  const submit = (id: string, user: TestEmployer = contact) =>
    call(user, 'POST', `/vacancies/${id}/submit`);
  const review = (id: string, decision: string, note?: string, user: TestUser = admin) =>
    call(user, 'POST', `/vacancies/${id}/review`, { decision, ...(note ? { note } : {}) });
  const pending = async () => {
    const v = await draft();
    const res = await submit(v.id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Vacancy>();
  };
  const mailTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const mailsAbout = async (email: string, title: string) =>
    (await mailTo(email)).filter((m) => m.subject.startsWith(title));

  describe('employer drafts', () => {
    it('[201] a contact creates a draft for their own organisation, whatever employer or organisation they name', async () => {
      const other = await createOrganisation(t.app, { name: 'Someone Else PLC' });
      const v = await draft(contact, {
        organisationId: other.id,
        employer: { name: 'Pretend Employer', website: 'https://pretend.example' },
      });
      expect(v).toMatchObject({
        status: 'draft',
        organisationId: contact.organisationId,
        employer: { name: 'Harbour Logistics Ltd' },
        createdByRole: 'employer',
        createdBy: contact.id,
        submittedAt: null,
        reviewNote: null,
      });
      expect(v.employer.website).toBeUndefined();
      // Without any employer at all, too.
      const bare = vacancyBody();
      delete (bare as Partial<typeof bare>).employer;
      const res = await call(contact, 'POST', '/vacancies', bare);
      expect(res.statusCode, res.body).toBe(201);
      // Staff still must name the employer (or an organisation).
      const staff = await call(admin, 'POST', '/vacancies', bare);
      expect(staff.statusCode).toBe(400);
      expect(staff.json().field).toBe('employer.name');
    });

    it('[200] edits a draft; another organisation\u2019s vacancy is 404; [403] never deletes, exports or moves status', async () => {
      const v = await draft();
      const edited = await call(contact, 'PATCH', `/vacancies/${v.id}`, {
        title: 'Warehouse Operations Graduate',
        employer: { name: 'Renamed By Contact' },
        expectedUpdatedAt: v.updatedAt,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Vacancy>()).toMatchObject({
        title: 'Warehouse Operations Graduate',
        employer: { name: 'Harbour Logistics Ltd' },
      });
      // A colleague of the same organisation may edit it too.
      const byColleague = await call(colleague, 'PATCH', `/vacancies/${v.id}`, {
        positions: 2,
        expectedUpdatedAt: edited.json<Vacancy>().updatedAt,
      });
      expect(byColleague.statusCode, byColleague.body).toBe(200);
      // Another organisation's contact: unknown, whatever they try.
      expect((await call(stranger, 'GET', `/vacancies/${v.id}`)).statusCode).toBe(404);
      expect(
        (
          await call(stranger, 'PATCH', `/vacancies/${v.id}`, {
            title: 'Hijacked vacancy',
            expectedUpdatedAt: v.updatedAt,
          })
        ).statusCode,
      ).toBe(404);
      expect((await submit(v.id, stranger)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', '/vacancies?perPage=100')).json().total).toBe(0);
      // Staff's tools are not theirs.
      expect((await call(contact, 'DELETE', `/vacancies/${v.id}`)).statusCode).toBe(403);
      expect((await call(contact, 'GET', '/vacancies/export')).statusCode).toBe(403);
      const moved = await call(contact, 'POST', `/vacancies/${v.id}/status`, { status: 'open' });
      expect(moved.statusCode).toBe(403);
      expect((await call(contact, 'GET', '/approvals')).statusCode).toBe(403);
      expect((await review(v.id, 'approve', undefined, contact)).statusCode).toBe(403);
    });

    it('[409] a contact edits only drafts and declined vacancies, naming the status field', async () => {
      const v = await pending();
      const change = { title: 'Late change', expectedUpdatedAt: v.updatedAt };
      const waiting = await call(contact, 'PATCH', `/vacancies/${v.id}`, change);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({
        field: 'status',
        message: expect.stringContaining('Ask the careers service'),
      });
      expect((await review(v.id, 'approve')).statusCode).toBe(200);
      const open = await call(contact, 'PATCH', `/vacancies/${v.id}`, change);
      expect(open.statusCode).toBe(409);
      expect(open.json()).toMatchObject({
        field: 'status',
        message: expect.stringContaining('Ask the careers service to change an open vacancy'),
      });
      // Staff still edit it.
      const current = (await call(admin, 'GET', `/vacancies/${v.id}`)).json<Vacancy>();
      const staff = await call(admin, 'PATCH', `/vacancies/${v.id}`, {
        positions: 4,
        expectedUpdatedAt: current.updatedAt,
      });
      expect(staff.statusCode, staff.body).toBe(200);
    });
  });

  describe('submitting', () => {
    it('[200] moves a draft to pending_approval, sets submittedAt, audits and tells staff', async () => {
      const v = await draft(contact, { title: 'Submitted Fleet Planner' });
      const res = await submit(v.id);
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json<Vacancy>();
      expect(sent.status).toBe('pending_approval');
      expect(sent.submittedAt).not.toBeNull();
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'vacancy.submit')));
      expect(audit).toHaveLength(1);
      const bell = await call(admin, 'GET', '/notifications');
      expect(bell.json<{ data: AppNotification[] }>().data).toContainEqual(
        expect.objectContaining({
          kind: 'approval_waiting',
          data: expect.objectContaining({ vacancyTitle: 'Submitted Fleet Planner' }),
          link: `/careers/vacancies/${v.id}`,
        }),
      );
      // Twice is a conflict: it is waiting already.
      expect((await submit(v.id)).statusCode).toBe(409);
    });

    it('[409] needs an approved organisation and a closing date ahead; [403] staff do not submit', async () => {
      const org = await createOrganisation(t.app, { status: 'pending' });
      const newcomer = await createEmployer(t.app, { organisationId: org.id });
      const v = await draft(newcomer);
      const res = await submit(v.id, newcomer);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        field: 'organisationId',
        message: expect.stringContaining('not approved'),
      });
      const late = await draft();
      await expire(late.id);
      const expired = await submit(late.id);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().field).toBe('closesAt');
      const staff = await draft();
      expect((await call(admin, 'POST', `/vacancies/${staff.id}/submit`)).statusCode).toBe(403);
    });
  });

  describe('staff decisions', () => {
    it('approve: it opens, the contacts are emailed and told in their bell', async () => {
      const v = await pending();
      const res = await review(v.id, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>()).toMatchObject({ status: 'open', reviewNote: null });
      expect(res.json<Vacancy>().publishedAt).not.toBeNull();
      for (const who of [contact, colleague]) {
        const mails = await mailsAbout(who.email, v.title);
        expect(mails.at(-1)?.subject).toContain('Approved');
      }
      expect(await mailsAbout(stranger.email, v.title)).toHaveLength(0);
      const bell = await call(contact, 'GET', '/notifications');
      expect(bell.statusCode).toBe(200);
      expect(bell.json<{ data: AppNotification[] }>().data[0]).toMatchObject({
        kind: 'vacancy_review',
        data: { decision: 'approve' },
        link: `/employer/vacancies/${v.id}`,
      });
      // Their preferences list the kind, email on: decisions always come by email.
      const prefs = await call(contact, 'GET', '/notification-preferences');
      expect(prefs.json()).toEqual({ email: { vacancy_review: true } });
      // Students see it now.
      expect((await call(candidate, 'GET', `/vacancies/${v.id}`)).statusCode).toBe(200);
      // Decided already: a second decision is a conflict.
      expect((await review(v.id, 'decline', 'Too late')).statusCode).toBe(409);
    });

    it('request changes: back to draft with the note; the contact edits and resubmits; approved', async () => {
      const v = await pending();
      const missing = await review(v.id, 'request_changes');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('note');
      const res = await review(v.id, 'request_changes', 'Please add the salary range.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>()).toMatchObject({
        status: 'draft',
        reviewNote: 'Please add the salary range.',
      });
      const mail = (await mailsAbout(contact.email, v.title)).at(-1);
      expect(mail?.text).toContain('Please add the salary range.');
      // Staff cannot open an employer's draft past the approval.
      const bypass = await call(admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' });
      expect(bypass.statusCode).toBe(409);
      const seen = await call(contact, 'GET', `/vacancies/${v.id}`);
      expect(seen.json<Vacancy>().reviewNote).toBe('Please add the salary range.');
      const edited = await call(contact, 'PATCH', `/vacancies/${v.id}`, {
        salary: { min: 28000, max: 31000, currency: 'GBP', period: 'year' },
        expectedUpdatedAt: seen.json<Vacancy>().updatedAt,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await submit(v.id)).json<Vacancy>().status).toBe('pending_approval');
      expect((await review(v.id, 'approve')).json<Vacancy>().status).toBe('open');
    });

    it('decline: declined with the reason; the contact edits it and submits again', async () => {
      const v = await pending();
      const res = await review(v.id, 'decline', 'Unpaid roles are not advertised.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>()).toMatchObject({
        status: 'declined',
        reviewNote: 'Unpaid roles are not advertised.',
      });
      const mail = (await mailsAbout(colleague.email, v.title)).at(-1);
      expect(mail?.subject).toContain('Declined');
      expect(mail?.text).toContain('Unpaid roles are not advertised.');
      // Staff do not move a declined vacancy; the contact edits it and resubmits.
      expect(
        (await call(admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' })).statusCode,
      ).toBe(409);
      const edited = await call(contact, 'PATCH', `/vacancies/${v.id}`, {
        salary: { min: 24000, max: 26000, currency: 'GBP', period: 'year' },
        expectedUpdatedAt: res.json<Vacancy>().updatedAt,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Vacancy>().status).toBe('declined');
      expect((await submit(v.id)).json<Vacancy>().status).toBe('pending_approval');
    });

    it('the status route decides too (reason = note); approving needs a closing date ahead', async () => {
      const v = await pending();
      const res = await call(admin, 'POST', `/vacancies/${v.id}/status`, {
        status: 'declined',
        reason: 'Duplicate of another vacancy.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>().reviewNote).toBe('Duplicate of another vacancy.');
      const soon = await pending();
      await expire(soon.id);
      const late = await review(soon.id, 'approve');
      expect(late.statusCode).toBe(409);
      expect(late.json().field).toBe('closesAt');
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'vacancy.review')));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({ decision: 'decline' });
    });

    it('staff-written vacancies keep draft → open', async () => {
      const res = await call(admin, 'POST', '/vacancies', vacancyBody());
      const v = res.json<Vacancy>();
      expect(v.createdByRole).toBe('admin');
      const opened = await call(admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' });
      expect(opened.statusCode, opened.body).toBe(200);
      expect((await review(v.id, 'approve')).statusCode).toBe(409);
    });
  });

  describe('the Approvals queue', () => {
    it('lists pending organisations and vacancies oldest first, with totals in the dashboard', async () => {
      const before = (await call(admin, 'GET', '/approvals')).json<Approvals>();
      const org = await createOrganisation(t.app, { name: 'Waiting Co', status: 'pending' });
      const first = await pending();
      advanceClock(1000);
      const second = await pending();
      const res = await call(admin, 'GET', '/approvals');
      expect(res.statusCode).toBe(200);
      const q = res.json<Approvals>();
      expect(q.organisationsTotal).toBe(before.organisationsTotal + 1);
      expect(q.vacanciesTotal).toBe(before.vacanciesTotal + 2);
      expect(q.total).toBe(q.organisationsTotal + q.vacanciesTotal);
      expect(q.organisations.map((o) => o.id)).toContain(org.id);
      const ids = q.vacancies.map((v) => v.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const sorted = [...q.vacancies].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
      expect(q.vacancies).toEqual(sorted);
      const attention = await call(admin, 'GET', '/stats/attention');
      expect(attention.json<Attention>().approvalsTotal).toBe(q.total);
      await review(first.id, 'approve');
      expect((await call(admin, 'GET', '/approvals')).json<Approvals>().vacanciesTotal).toBe(
        q.vacanciesTotal - 1,
      );
      const staffBell = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'approval_waiting'));
      expect(staffBell.length).toBeGreaterThan(0);
    });
  });
});
