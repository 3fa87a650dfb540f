import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CareerDocument,
  NotificationList,
  NotificationPreferences,
  Vacancy,
} from '@careers/contracts';
import { callAs, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { suiteUsers, type TestUser } from '../../test/users.ts';
import { CLOSING_SOON_JOB } from './notifications.routes.ts';

describe.each(testDrivers())('notifications on %s', (driver) => {
  const env = appWithSmtp(driver);
  const users = suiteUsers(env, {
    admin: ['admin', 'Priya Raman'],
    colleague: ['admin', 'Sam Colleague'],
    amara: ['candidate', 'Amara Nwosu'],
    ben: ['candidate', 'Ben Hartley'],
  });
  let t: TestApp;
  let vacancy: Vacancy;
  let amaraCv: CareerDocument;
  let calls: ReturnType<typeof careersCalls>;

  const bell = async (user: TestUser) => {
    const res = await callAs(t.app, user, 'GET', '/notifications');
    expect(res.statusCode).toBe(200);
    return res.json<NotificationList>();
  };
  const setEmail = (user: TestUser, email: Record<string, boolean>) =>
    callAs(t.app, user, 'PUT', '/notification-preferences', { email });
  const { mailsTo } = env;

  beforeAll(async () => {
    t = env.t;
    calls = careersCalls(t.app);
    vacancy = await calls.openVacancy(users.admin, { title: 'Bell Ringer Graduate' });
    amaraCv = await calls.uploaded(users.amara, 'cv', 'Amara CV.pdf');
  });

  it('a new application tells every member of staff, in-app; email only for those who chose it', async () => {
    expect((await setEmail(users.colleague, { application_new: true })).statusCode).toBe(200);
    const applied = await calls.apply(users.amara, vacancy.id, [amaraCv.id]);
    expect(applied.statusCode).toBe(201);
    for (const staff of [users.admin, users.colleague]) {
      const { data, unread } = await bell(staff);
      expect(unread).toBeGreaterThanOrEqual(1);
      expect(data[0]).toMatchObject({
        kind: 'application_new',
        data: { vacancyTitle: 'Bell Ringer Graduate', candidateName: 'Amara Nwosu' },
        link: `/careers/applications/${applied.json<Application>().id}`,
        readAt: null,
      });
    }
    const alerts = async (email: string) =>
      (await mailsTo(email)).map((m) => m.subject).filter((s) => s.startsWith('New application'));
    expect(await alerts(users.colleague.email)).toEqual([
      'New application: Amara Nwosu for Bell Ringer Graduate',
    ]);
    expect(await alerts(users.admin.email)).toEqual([]);
    // Nobody else's bell: candidates see none of it.
    expect((await bell(users.ben)).data).toEqual([]);
  });

  it('a status move tells the student with the staff message; a withdrawal tells staff', async () => {
    const app = (await bell(users.admin)).data[0]!;
    const id = app.link.split('/').at(-1)!;
    expect((await calls.moveApplication(users.admin, id, 'under_review')).statusCode).toBe(200);
    expect(
      (await calls.moveApplication(users.admin, id, 'rejected', 'Fewer than 2 years of Rust'))
        .statusCode,
    ).toBe(200);
    const mine = await bell(users.amara);
    expect(mine.unread).toBe(2);
    expect(mine.data[0]).toMatchObject({
      kind: 'application_status',
      data: { status: 'rejected', message: 'Fewer than 2 years of Rust' },
      link: `/portal/applications/${id}`,
    });
    expect(mine.data[1]).toMatchObject({ data: { status: 'under_review' } });
    // Another student never sees it.
    expect((await bell(users.ben)).data).toEqual([]);

    // Withdrawing (another application) tells staff.
    const second = await calls.openVacancy(users.admin, { title: 'Second Bell Role' });
    const applied = await calls.apply(users.amara, second.id, [amaraCv.id]);
    await calls.moveApplication(users.amara, applied.json<Application>().id, 'withdrawn');
    expect((await bell(users.colleague)).data[0]).toMatchObject({
      kind: 'application_withdrawn',
      data: { candidateName: 'Amara Nwosu', vacancyTitle: 'Second Bell Role' },
    });
  });

  it('a student who chose in-app only gets no email for a review, but always one for a decision', async () => {
    const role = await calls.openVacancy(users.admin, { title: 'Quiet Role' });
    const cv = await calls.uploaded(users.ben, 'cv', 'Ben CV.pdf');
    const applied = await calls.apply(users.ben, role.id, [cv.id]);
    const id = applied.json<Application>().id;
    await mailsTo(users.ben.email);
    expect(
      (await setEmail(users.ben, { application_status: false })).json<NotificationPreferences>(),
    ).toEqual({
      email: { application_status: false },
    });
    const before = (await mailsTo(users.ben.email)).length;
    await calls.moveApplication(users.admin, id, 'under_review');
    expect((await mailsTo(users.ben.email)).length).toBe(before);
    await calls.moveApplication(users.admin, id, 'rejected', 'Position filled');
    const after = await mailsTo(users.ben.email);
    expect(after.length).toBe(before + 1);
    expect((await bell(users.ben)).data.map((n) => n.data.status)).toEqual([
      'rejected',
      'under_review',
    ]);
  });

  it('marks one read (only one’s own: 404 for another person’s) and all read', async () => {
    const mine = await bell(users.amara);
    const first = mine.data[0]!;
    const theirs = await callAs(t.app, users.ben, 'POST', `/notifications/${first.id}/read`);
    expect(theirs.statusCode).toBe(404);
    const res = await callAs(t.app, users.amara, 'POST', `/notifications/${first.id}/read`);
    expect(res.statusCode).toBe(204);
    expect((await bell(users.amara)).unread).toBe(mine.unread - 1);
    await callAs(t.app, users.amara, 'POST', '/notifications/read-all');
    expect((await bell(users.amara)).unread).toBe(0);
  });

  it('vacancies closing within 3 days with fewer than 5 applications tell staff once', async () => {
    const soon = await calls.openVacancy(users.admin, {
      title: 'Closing Soon Role',
      closesAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    await t.app.jobs.runDue(new Date(Date.now() + 20 * 60_000));
    await t.app.jobs.runDue(new Date(Date.now() + 40 * 60_000));
    const closing = (await bell(users.admin)).data.filter((n) => n.kind === 'vacancy_closing_soon');
    expect(closing.filter((n) => n.data.vacancyTitle === 'Closing Soon Role')).toHaveLength(1);
    expect(closing[0]).toMatchObject({
      link: `/careers/vacancies/${soon.id}`,
      data: { applications: 0 },
    });
    expect(CLOSING_SOON_JOB).toBe('notifications.closing_soon');
  });

  it('[400] names the field for a kind the person does not receive or a non-boolean', async () => {
    const wrongKind = await setEmail(users.amara, { application_new: true });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ field: 'email' });
    const notBool = await setEmail(users.admin, { application_new: 'yes' as unknown as boolean });
    expect(notBool.statusCode).toBe(400);
    const prefs = await callAs(t.app, users.admin, 'GET', '/notification-preferences');
    expect(prefs.json()).toEqual({
      email: {
        application_new: false,
        application_withdrawn: false,
        vacancy_closing_soon: false,
        approval_waiting: false,
        shortlist_feedback: false,
        // Answers to offers (issue 20) come by email unless staff turn them off.
        offer_accepted: true,
        offer_declined: true,
      },
    });
  });
});
