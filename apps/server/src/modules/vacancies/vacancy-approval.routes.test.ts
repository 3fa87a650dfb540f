import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AppNotification, Vacancy } from '@careers/contracts';
import { auditLog } from '../../db/tables.ts';
import { vacancyBody } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { approvalTestbed } from '../../test/approvals.ts';
import { createEmployer, createOrganisation } from '../../test/employers.ts';

describe.each(testDrivers())('vacancy approval: drafts and submitting on %s', (driver) => {
  const { bed, expire, call, draft, submit, review, pending } = approvalTestbed(driver);

  describe('employer drafts', () => {
    it('[201] a contact creates a draft for their own organisation, whatever employer or organisation they name', async () => {
      const other = await createOrganisation(bed.t.app, { name: 'Someone Else PLC' });
      const v = await draft(bed.contact, {
        organisationId: other.id,
        employer: { name: 'Pretend Employer', website: 'https://pretend.example' },
      });
      expect(v).toMatchObject({
        status: 'draft',
        organisationId: bed.contact.organisationId,
        employer: { name: 'Harbour Logistics Ltd' },
        createdByRole: 'employer',
        createdBy: bed.contact.id,
        submittedAt: null,
        reviewNote: null,
      });
      expect(v.employer.website).toBeUndefined();
      // Without any employer at all, too.
      const bare = vacancyBody();
      delete (bare as Partial<typeof bare>).employer;
      const res = await call(bed.contact, 'POST', '/vacancies', bare);
      expect(res.statusCode, res.body).toBe(201);
      // Staff still must name the employer (or an organisation).
      const staff = await call(bed.admin, 'POST', '/vacancies', bare);
      expect(staff.statusCode).toBe(400);
      expect(staff.json().field).toBe('employer.name');
    });

    it('[200] edits a draft; another organisation\u2019s vacancy is 404; [403] never deletes, exports or moves status', async () => {
      const v = await draft();
      const edited = await call(bed.contact, 'PATCH', `/vacancies/${v.id}`, {
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
      const byColleague = await call(bed.colleague, 'PATCH', `/vacancies/${v.id}`, {
        positions: 2,
        expectedUpdatedAt: edited.json<Vacancy>().updatedAt,
      });
      expect(byColleague.statusCode, byColleague.body).toBe(200);
      // Another organisation's contact: unknown, whatever they try.
      expect((await call(bed.stranger, 'GET', `/vacancies/${v.id}`)).statusCode).toBe(404);
      expect(
        (
          await call(bed.stranger, 'PATCH', `/vacancies/${v.id}`, {
            title: 'Hijacked vacancy',
            expectedUpdatedAt: v.updatedAt,
          })
        ).statusCode,
      ).toBe(404);
      expect((await submit(v.id, bed.stranger)).statusCode).toBe(404);
      expect((await call(bed.stranger, 'GET', '/vacancies?perPage=100')).json().total).toBe(0);
      // Staff's tools are not theirs.
      expect((await call(bed.contact, 'DELETE', `/vacancies/${v.id}`)).statusCode).toBe(403);
      expect((await call(bed.contact, 'GET', '/vacancies/export')).statusCode).toBe(403);
      const moved = await call(bed.contact, 'POST', `/vacancies/${v.id}/status`, {
        status: 'open',
      });
      expect(moved.statusCode).toBe(403);
      expect((await call(bed.contact, 'GET', '/approvals')).statusCode).toBe(403);
      expect((await review(v.id, 'approve', undefined, bed.contact)).statusCode).toBe(403);
    });

    it('[409] a contact edits only drafts and declined vacancies, naming the status field', async () => {
      const v = await pending();
      const change = { title: 'Late change', expectedUpdatedAt: v.updatedAt };
      const waiting = await call(bed.contact, 'PATCH', `/vacancies/${v.id}`, change);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({
        field: 'status',
        message: expect.stringContaining('Ask the careers service'),
      });
      expect((await review(v.id, 'approve')).statusCode).toBe(200);
      const open = await call(bed.contact, 'PATCH', `/vacancies/${v.id}`, change);
      expect(open.statusCode).toBe(409);
      expect(open.json()).toMatchObject({
        field: 'status',
        message: expect.stringContaining('Ask the careers service to change an open vacancy'),
      });
      // Staff still edit it.
      const current = (await call(bed.admin, 'GET', `/vacancies/${v.id}`)).json<Vacancy>();
      const staff = await call(bed.admin, 'PATCH', `/vacancies/${v.id}`, {
        positions: 4,
        expectedUpdatedAt: current.updatedAt,
      });
      expect(staff.statusCode, staff.body).toBe(200);
    });
  });

  describe('submitting', () => {
    it('[200] moves a draft to pending_approval, sets submittedAt, audits and tells staff', async () => {
      const v = await draft(bed.contact, { title: 'Submitted Fleet Planner' });
      const res = await submit(v.id);
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json<Vacancy>();
      expect(sent.status).toBe('pending_approval');
      expect(sent.submittedAt).not.toBeNull();
      const audit = await bed.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'vacancy.submit')));
      expect(audit).toHaveLength(1);
      const bell = await call(bed.admin, 'GET', '/notifications');
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
      const org = await createOrganisation(bed.t.app, { status: 'pending' });
      const newcomer = await createEmployer(bed.t.app, { organisationId: org.id });
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
      expect((await call(bed.admin, 'POST', `/vacancies/${staff.id}/submit`)).statusCode).toBe(403);
    });
  });
});
