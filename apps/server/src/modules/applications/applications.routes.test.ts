import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Application,
  type ApplicationEvent,
  type CareerDocument,
  type Vacancy,
} from '@careers/contracts';
import { callAs, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { suiteUsers, type TestUser } from '../../test/users.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('applications API on %s', (driver) => {
  const env = appWithSmtp(driver);
  const users = suiteUsers(env, {
    admin: ['admin', 'Priya Raman'],
    amara: ['candidate', 'Amara Nwosu'],
    ben: ['candidate', 'Ben Hartley'],
  });
  let t: TestApp;
  let vacancy: Vacancy;
  let amaraCv: CareerDocument;
  let amaraLetter: CareerDocument;
  let benCv: CareerDocument;
  let calls: ReturnType<typeof careersCalls>;

  const upload = (user: TestUser, kind: string, name: string) => calls.uploaded(user, kind, name);
  const openVacancy = (overrides: Record<string, unknown> = {}) =>
    calls.openVacancy(users.admin, overrides);
  const apply = (user: TestUser, vacancyId: string, documentIds: string[], coverNote?: string) =>
    calls.apply(user, vacancyId, documentIds, coverNote);
  const move = (user: TestUser, id: string, status: string, reason?: string) =>
    calls.moveApplication(user, id, status, reason);
  const { mailsTo } = env;

  beforeAll(async () => {
    t = env.t;
    calls = careersCalls(t.app);
    vacancy = await openVacancy({ requiredDocuments: ['cv', 'cover_letter'] });
    amaraCv = await upload(users.amara, 'cv', 'Amara CV.pdf');
    amaraLetter = await upload(users.amara, 'cover_letter', 'Amara letter.pdf');
    benCv = await upload(users.ben, 'cv', 'Ben CV.pdf');
  });

  describe('POST /api/v1/vacancies/:id/applications', () => {
    it('[409] names the required documents that are missing', async () => {
      const res = await apply(users.amara, vacancy.id, [amaraCv.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        field: 'documentIds',
        missing: ['cover_letter'],
        message: expect.stringContaining('cover letter'),
      });
    });

    it('[400] refuses another candidate’s document', async () => {
      const res = await apply(users.amara, vacancy.id, [amaraCv.id, benCv.id]);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('documentIds');
    });

    it('[201] applies, counts it on the vacancy, records the history and emails the candidate', async () => {
      const res = await apply(
        users.amara,
        vacancy.id,
        [amaraCv.id, amaraLetter.id],
        'I have built data pipelines for the NHS.',
      );
      expect(res.statusCode, res.body).toBe(201);
      const app = res.json<Application>();
      expect(app).toMatchObject({
        status: 'submitted',
        vacancyId: vacancy.id,
        candidateId: users.amara.id,
        candidateName: 'Amara Nwosu',
        vacancyTitle: vacancy.title,
        allowedNext: ['withdrawn'],
      });
      const v = await callAs(t.app, users.admin, 'GET', `/vacancies/${vacancy.id}`);
      expect(v.json().applicationCount).toBe(1);
      const mails = await mailsTo(users.amara.email);
      expect(mails[0]?.subject).toContain('We have received your application');
    });

    it('[409] when the candidate already applied', async () => {
      const res = await apply(users.amara, vacancy.id, [amaraCv.id, amaraLetter.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You have already applied for this vacancy');
    });

    it('[409] when the vacancy is not open; [404] for a draft; [403] for admins', async () => {
      const closed = await openVacancy();
      await calls.moveVacancy(users.admin, closed.id, 'closed');
      const res = await apply(users.ben, closed.id, [benCv.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This vacancy is not accepting applications');
      const draft = await calls.draftVacancy(users.admin);
      expect((await apply(users.ben, draft.id, [benCv.id])).statusCode).toBe(404);
      expect((await apply(users.admin, vacancy.id, [])).statusCode).toBe(403);
    });
  });

  describe('the pipeline', () => {
    let application: Application;
    beforeAll(async () => {
      const v = await openVacancy({ title: 'Summer Research Intern', type: 'internship' });
      application = (await apply(users.ben, v.id, [benCv.id])).json();
    });

    it('lets admins move along the pipeline and answers 409 with the allowed next states', async () => {
      const skip = await move(users.admin, application.id, 'offered');
      expect(skip.statusCode).toBe(409);
      expect(skip.json().allowed).toEqual(['under_review', 'on_hold', 'rejected']);
      expect((await move(users.admin, application.id, 'under_review')).json().status).toBe(
        'under_review',
      );
      const shortlisted = await move(users.admin, application.id, 'shortlisted');
      expect(shortlisted.json()).toMatchObject({
        status: 'shortlisted',
        allowedNext: ['interviewing', 'on_hold', 'rejected'],
      });
    });

    it('puts on hold and resumes to where it was', async () => {
      expect((await move(users.admin, application.id, 'on_hold')).json().allowedNext).toEqual([
        'shortlisted',
        'rejected',
      ]);
      expect((await move(users.admin, application.id, 'shortlisted')).json().status).toBe(
        'shortlisted',
      );
    });

    it('[400] a rejection needs an internal reason; with one it is final and decided', async () => {
      const noReason = await t.app.inject({
        method: 'POST',
        url: `/api/v1/applications/${application.id}/status`,
        headers: users.admin.auth,
        payload: { status: 'rejected', message: 'The role needs a driving licence.' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        field: 'reasonId',
        message: 'Choose the reason for the rejection',
      });
      const res = await move(
        users.admin,
        application.id,
        'rejected',
        'The role needs a driving licence.',
      );
      expect(res.json()).toMatchObject({ status: 'rejected', allowedNext: ['under_review'] });
      expect(res.json().decidedAt).not.toBeNull();
      const mails = await mailsTo(users.ben.email);
      expect(mails.some((m) => m.text.includes('The role needs a driving licence.'))).toBe(true);
    });

    it('lets only admins reopen a rejection, with a reason', async () => {
      // A move only staff make is refused as not allowed (403), not as a wrong state (409).
      const asCandidate = await move(users.ben, application.id, 'under_review', 'please');
      expectError(asCandidate, 403, {
        code: 'forbidden',
        message: 'Only the careers service can move an application to this status',
      });
      expect((await move(users.admin, application.id, 'under_review')).statusCode).toBe(400);
      const res = await move(
        users.admin,
        application.id,
        'under_review',
        'Licence requirement dropped.',
      );
      expect(res.json()).toMatchObject({ status: 'under_review', decidedAt: null });
    });

    it('answers the history oldest first, to the owner and admins only', async () => {
      const res = await callAs(t.app, users.ben, 'GET', `/applications/${application.id}/events`);
      expect(res.statusCode).toBe(200);
      const events = res.json<ApplicationEvent[]>();
      expect(events.map((e) => e.to)).toEqual([
        'submitted',
        'under_review',
        'shortlisted',
        'on_hold',
        'shortlisted',
        'rejected',
        'under_review',
      ]);
      expect(events[5]).toMatchObject({
        from: 'shortlisted',
        actorRole: 'admin',
        actorName: 'Priya Raman',
        reason: 'The role needs a driving licence.',
      });
      const other = await callAs(
        t.app,
        users.amara,
        'GET',
        `/applications/${application.id}/events`,
      );
      expect(other.statusCode).toBe(404);
    });

    it('lets the candidate withdraw their own, and nobody move it after', async () => {
      expect((await move(users.amara, application.id, 'withdrawn')).statusCode).toBe(404);
      const res = await move(users.ben, application.id, 'withdrawn');
      expect(res.json()).toMatchObject({ status: 'withdrawn', allowedNext: [] });
      expect((await move(users.admin, application.id, 'under_review')).statusCode).toBe(409);
    });
  });

  describe('GET /api/v1/applications', () => {
    it('answers candidates only their own; another candidate’s record is 404 without its contents', async () => {
      const own = await callAs(
        t.app,
        users.amara,
        'GET',
        `/applications?candidateId=${users.ben.id}`,
      );
      expect(own.json().data.every((a: Application) => a.candidateId === users.amara.id)).toBe(
        true,
      );
      const bens = await callAs(t.app, users.ben, 'GET', '/applications');
      const benApp = bens.json().data[0] as Application;
      const peek = await callAs(t.app, users.amara, 'GET', `/applications/${benApp.id}`);
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toContain('Hartley');
    });

    it('lets admins search, filter and sort all applications', async () => {
      const q = await callAs(t.app, users.admin, 'GET', '/applications?q=nwosu');
      expect(q.json().data.map((a: Application) => a.candidateName)).toEqual(['Amara Nwosu']);
      const byVacancy = await callAs(
        t.app,
        users.admin,
        'GET',
        `/applications?vacancyId=${vacancy.id}`,
      );
      expect(byVacancy.json().total).toBe(1);
      const byStatus = await callAs(t.app, users.admin, 'GET', '/applications?status=withdrawn');
      expect(byStatus.json().data.map((a: Application) => a.candidateName)).toEqual([
        'Ben Hartley',
      ]);
      const sorted = await callAs(
        t.app,
        users.admin,
        'GET',
        '/applications?sortColumn=candidateName&sort=asc',
      );
      expect(sorted.json().data.map((a: Application) => a.candidateName)).toEqual([
        'Amara Nwosu',
        'Ben Hartley',
      ]);
      const bad = await callAs(t.app, users.admin, 'GET', '/applications?status=maybe');
      expect(bad.statusCode).toBe(400);
      const csv = await callAs(t.app, users.admin, 'GET', '/applications/export?status=withdrawn');
      expect(csv.body.split('\r\n')[1]).toContain('Ben Hartley');
    });
  });

  it('keeps an attached document readable by admins after the candidate removes it', async () => {
    const del = await callAs(t.app, users.amara, 'DELETE', `/documents/${amaraCv.id}`);
    expect(del.statusCode).toBe(204);
    const mine = await callAs(t.app, users.amara, 'GET', `/documents/${amaraCv.id}/content`);
    expect(mine.statusCode).toBe(404);
    const asAdmin = await callAs(t.app, users.admin, 'GET', `/documents/${amaraCv.id}/content`);
    expect(asAdmin.statusCode).toBe(200);
    const meta = await callAs(t.app, users.admin, 'GET', `/documents/${amaraCv.id}`);
    expect(meta.json().deletedAt).not.toBeNull();
  });
});
