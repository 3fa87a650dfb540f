import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AppNotification, Approvals, Attention, Vacancy } from '@careers/contracts';
import { auditLog, notifications } from '../../db/tables.ts';
import { advanceClock } from '../../lib/clock.ts';
import { vacancyBody } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { approvalTestbed } from '../../test/approvals.ts';
import { createOrganisation } from '../../test/employers.ts';

describe.each(testDrivers())('vacancy approval: staff decisions and the queue on %s', (driver) => {
  const { bed, expire, call, submit, review, pending, mailsAbout } = approvalTestbed(driver);
  /** Staff send the vacancy back with `note`: it lands in `status`, the note kept on it. */
  const sentBack = async (v: Vacancy, decision: string, note: string, status: string) => {
    const res = await review(v.id, decision, note);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Vacancy>()).toMatchObject({ status, reviewNote: note });
    return res.json<Vacancy>();
  };

  describe('staff decisions', () => {
    it('approve: it opens, the contacts are emailed and told in their bell', async () => {
      const v = await pending();
      const res = await review(v.id, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>()).toMatchObject({ status: 'open', reviewNote: null });
      expect(res.json<Vacancy>().publishedAt).not.toBeNull();
      for (const who of [bed.contact, bed.colleague]) {
        const mails = await mailsAbout(who.email, v.title);
        expect(mails.at(-1)?.subject).toContain('Approved');
      }
      expect(await mailsAbout(bed.stranger.email, v.title)).toHaveLength(0);
      const bell = await call(bed.contact, 'GET', '/notifications');
      expect(bell.statusCode).toBe(200);
      expect(bell.json<{ data: AppNotification[] }>().data[0]).toMatchObject({
        kind: 'vacancy_review',
        data: { decision: 'approve' },
        link: `/employer/vacancies/${v.id}`,
      });
      // Their preferences list the kind, email on: decisions always come by email.
      const prefs = await call(bed.contact, 'GET', '/notification-preferences');
      expect(prefs.json()).toEqual({ email: { vacancy_review: true } });
      // Students see it now.
      expect((await call(bed.candidate, 'GET', `/vacancies/${v.id}`)).statusCode).toBe(200);
      // Decided already: a second decision is a conflict.
      expect((await review(v.id, 'decline', 'Too late')).statusCode).toBe(409);
    });

    it('request changes: back to draft with the note; the contact edits and resubmits; approved', async () => {
      const v = await pending();
      const missing = await review(v.id, 'request_changes');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('note');
      await sentBack(v, 'request_changes', 'Please add the salary range.', 'draft');
      const mail = (await mailsAbout(bed.contact.email, v.title)).at(-1);
      expect(mail?.text).toContain('Please add the salary range.');
      // Staff cannot open an employer's draft past the approval.
      const bypass = await call(bed.admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' });
      expect(bypass.statusCode).toBe(409);
      const seen = await call(bed.contact, 'GET', `/vacancies/${v.id}`);
      expect(seen.json<Vacancy>().reviewNote).toBe('Please add the salary range.');
      const edited = await call(bed.contact, 'PATCH', `/vacancies/${v.id}`, {
        salary: { min: 28000, max: 31000, currency: 'GBP', period: 'year' },
        expectedUpdatedAt: seen.json<Vacancy>().updatedAt,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await submit(v.id)).json<Vacancy>().status).toBe('pending_approval');
      expect((await review(v.id, 'approve')).json<Vacancy>().status).toBe('open');
    });

    it('decline: declined with the reason; the contact edits it and submits again', async () => {
      const v = await pending();
      const declined = await sentBack(v, 'decline', 'Unpaid roles are not advertised.', 'declined');
      const mail = (await mailsAbout(bed.colleague.email, v.title)).at(-1);
      expect(mail?.subject).toContain('Declined');
      expect(mail?.text).toContain('Unpaid roles are not advertised.');
      // Staff do not move a declined vacancy; the contact edits it and resubmits.
      expect(
        (await call(bed.admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' })).statusCode,
      ).toBe(409);
      const edited = await call(bed.contact, 'PATCH', `/vacancies/${v.id}`, {
        salary: { min: 24000, max: 26000, currency: 'GBP', period: 'year' },
        expectedUpdatedAt: declined.updatedAt,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Vacancy>().status).toBe('declined');
      expect((await submit(v.id)).json<Vacancy>().status).toBe('pending_approval');
    });

    it('the status route decides too (reason = note); approving needs a closing date ahead', async () => {
      const v = await pending();
      const res = await call(bed.admin, 'POST', `/vacancies/${v.id}/status`, {
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
      const audit = await bed.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'vacancy.review')));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({ decision: 'decline' });
    });

    it('staff-written vacancies keep draft → open', async () => {
      const res = await call(bed.admin, 'POST', '/vacancies', vacancyBody());
      const v = res.json<Vacancy>();
      expect(v.createdByRole).toBe('admin');
      const opened = await call(bed.admin, 'POST', `/vacancies/${v.id}/status`, { status: 'open' });
      expect(opened.statusCode, opened.body).toBe(200);
      expect((await review(v.id, 'approve')).statusCode).toBe(409);
    });
  });

  describe('the Approvals queue', () => {
    it('lists pending organisations and vacancies oldest first, with totals in the dashboard', async () => {
      const before = (await call(bed.admin, 'GET', '/approvals')).json<Approvals>();
      const org = await createOrganisation(bed.t.app, { name: 'Waiting Co', status: 'pending' });
      const first = await pending();
      advanceClock(1000);
      const second = await pending();
      const res = await call(bed.admin, 'GET', '/approvals');
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
      const attention = await call(bed.admin, 'GET', '/stats/attention');
      expect(attention.json<Attention>().approvalsTotal).toBe(q.total);
      await review(first.id, 'approve');
      expect((await call(bed.admin, 'GET', '/approvals')).json<Approvals>().vacanciesTotal).toBe(
        q.vacanciesTotal - 1,
      );
      const staffBell = await bed.t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'approval_waiting'));
      expect(staffBell.length).toBeGreaterThan(0);
    });
  });
});
