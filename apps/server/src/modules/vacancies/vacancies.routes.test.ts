import { beforeAll, describe, expect, it } from 'vitest';
import type { Vacancy } from '@careers/contracts';
import { advanceClock } from '../../lib/clock.ts';
import { callAs, type TestApp } from '../../test/app.ts';
import { vacancyInput } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { DAY, inDays, vacanciesTestbed } from './vacancies.testbed.ts';

describe.each(testDrivers())('vacancies API on %s', (driver) => {
  const { bed, create, setStatus, list } = vacanciesTestbed(driver);
  let t: TestApp;
  let admin: TestUser;
  let candidate: TestUser;
  beforeAll(() => ({ t, admin, candidate } = bed));

  describe('POST /api/v1/vacancies', () => {
    it('[201] creates a draft and answers the record', async () => {
      const v = await create();
      expect(v).toMatchObject({
        title: 'Graduate Software Engineer',
        status: 'draft',
        employer: { name: 'Northwind Analytics' },
        salary: { currency: 'GBP' },
        createdBy: admin.id,
        applicationCount: 0,
        closedAt: null,
      });
    });

    it('[400] names the field of bad input and stores nothing', async () => {
      const before = (await list('perPage=100')).json<{ total: number }>().total;
      const res = await callAs(t.app, admin, 'POST', '/vacancies', vacancyInput({ title: 'x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'title',
        message: expect.stringContaining('Title'),
      });
      const salary = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vacancies',
        headers: admin.auth,
        payload: vacancyInput({
          salary: { min: 40000, max: 30000, currency: 'GBP', period: 'year' },
        }),
      });
      expect(salary.statusCode).toBe(400);
      expect(salary.json().field).toBe('salary.max');
      expect((await list('perPage=100')).json<{ total: number }>().total).toBe(before);
    });

    it('[401] without a token, [403] for a candidate', async () => {
      const anon = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vacancies',
        payload: vacancyInput(),
      });
      expect(anon.statusCode).toBe(401);
      const res = await callAs(t.app, candidate, 'POST', '/vacancies', vacancyInput());
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/vacancies', () => {
    it('[200] pages, searches title, employer and location, filters and sorts in SQL', async () => {
      const tag = `Zephyr${Date.now()}`;
      for (let i = 0; i < 12; i++) {
        await create({
          title: `${tag} Analyst ${String(i).padStart(2, '0')}`,
          type: i % 2 ? 'internship' : 'graduate_job',
          workplace: i % 3 ? 'remote' : 'on_site',
        });
      }
      const page1 = (await list(`q=${tag.toLowerCase()}&sortColumn=title&sort=asc`)).json();
      expect(page1).toMatchObject({ total: 12, page: 1, perPage: 10 });
      expect(page1.data).toHaveLength(10);
      expect(page1.data[0].title).toBe(`${tag} Analyst 00`);
      const page2 = (await list(`q=${tag}&sortColumn=title&sort=asc&page=2`)).json();
      expect(page2.data.map((v: Vacancy) => v.title)).toEqual([
        `${tag} Analyst 10`,
        `${tag} Analyst 11`,
      ]);
      const interns = (await list(`q=${tag}&type=internship&perPage=100`)).json();
      expect(interns.total).toBe(6);
      const remote = (await list(`q=${tag}&workplace=remote&type=internship`)).json();
      expect(
        remote.data.every((v: Vacancy) => v.workplace === 'remote' && v.type === 'internship'),
      ).toBe(true);
      expect((await list(`q=northwind%20analytics&perPage=1`)).json().total).toBeGreaterThan(0);
      expect((await list(`q=manchester&perPage=1`)).json().total).toBeGreaterThan(0);
      const desc = (await list(`q=${tag}&sortColumn=title&sort=desc&perPage=1`)).json();
      expect(desc.data[0].title).toBe(`${tag} Analyst 11`);
    });

    it('treats LIKE wildcards in q literally', async () => {
      expect((await list('q=%25')).json().total).toBe(0);
      expect((await list('q=_')).json().total).toBe(0);
    });

    it.each([
      ['perPage=101', 'perPage'],
      ['perPage=0', 'perPage'],
      ['page=0', 'page'],
      ['sort=sideways', 'sort'],
      ['sortColumn=password', 'sortColumn'],
      ['status=bogus', 'status'],
      ['type=job', 'type'],
      ['workplace=moon', 'workplace'],
    ])('[400] on %s naming the field', async (query, field) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('shows candidates only open vacancies before their deadline', async () => {
      const draft = await create({ title: 'Hidden Draft Role' });
      const open = await create({ title: 'Visible Open Role' });
      expect((await setStatus(open.id, 'open')).statusCode).toBe(200);
      const res = await list('q=role&perPage=100&status=draft', candidate);
      expect(res.statusCode).toBe(200);
      const titles = res.json().data.map((v: Vacancy) => v.title);
      expect(titles).toContain('Visible Open Role');
      expect(titles).not.toContain('Hidden Draft Role');
      expect(res.json().data.every((v: Vacancy) => v.status === 'open')).toBe(true);
      const hidden = await callAs(t.app, candidate, 'GET', `/vacancies/${draft.id}`);
      expect(hidden.statusCode).toBe(404);
      const shown = await callAs(t.app, candidate, 'GET', `/vacancies/${open.id}`);
      expect(shown.statusCode).toBe(200);
    });
  });

  describe('status machine', () => {
    it('follows draft → open → paused → open → closed → open (clears closedAt) → closed → archived', async () => {
      const v = await create();
      for (const [to, closedAt] of [
        ['open', null],
        ['paused', null],
        ['open', null],
        ['closed', 'set'],
        ['open', null],
        ['closed', 'set'],
        ['archived', 'set'],
      ] as const) {
        const res = await setStatus(v.id, to);
        expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(to);
        if (closedAt === null) expect(res.json().closedAt).toBeNull();
        else expect(res.json().closedAt).not.toBeNull();
      }
    });

    it('[409] answers the allowed next states for an illegal move', async () => {
      const v = await create();
      const res = await setStatus(v.id, 'closed');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ allowed: ['open'], field: 'status' });
    });

    it('[409] will not open a vacancy whose deadline has passed', async () => {
      const v = await create({ closesAt: inDays(1) });
      advanceClock(2 * DAY);
      await signIn(t.app, admin, 'admin');
      const res = await setStatus(v.id, 'open');
      expect(res.statusCode).toBe(409);
      expect(res.json().field).toBe('closesAt');
    });

    it('closes an open vacancy past its deadline on read, with closedAt at the deadline', async () => {
      const v = await create({ closesAt: inDays(1) });
      await setStatus(v.id, 'open');
      advanceClock(2 * DAY);
      await signIn(t.app, admin, 'admin');
      await signIn(t.app, candidate, 'candidate');
      const res = await callAs(t.app, admin, 'GET', `/vacancies/${v.id}`);
      expect(res.json()).toMatchObject({ status: 'closed', closedAt: v.closesAt });
      const asCandidate = await callAs(t.app, candidate, 'GET', `/vacancies/${v.id}`);
      expect(asCandidate.statusCode).toBe(404);
    });

    it('closes it on a list read too, writing a system audit entry', async () => {
      const v = await create({ closesAt: inDays(1), title: 'Deadline Sweep Analyst' });
      await setStatus(v.id, 'open');
      // A list read just before the deadline leaves it open…
      expect((await list('q=deadline%20sweep')).json().data[0]).toMatchObject({ status: 'open' });
      advanceClock(2 * DAY);
      await signIn(t.app, admin, 'admin');
      // …and the next one, past it, finds it closed.
      const res = await list('q=deadline%20sweep');
      expect(res.json().data[0]).toMatchObject({ id: v.id, status: 'closed' });
      const audit = await callAs(t.app, admin, 'GET', '/audit?perPage=100');
      expect(audit.json().data).toContainEqual(
        expect.objectContaining({
          action: 'vacancy.closed_at_deadline',
          entityId: v.id,
          actorRole: 'system',
        }),
      );
    });

    it('counts a list again after a write, though counts are reused between reads', async () => {
      const q = 'q=count%20reuse%20officer';
      expect((await list(q)).json()).toMatchObject({ total: 0, totalCapped: false });
      await create({ title: 'Count Reuse Officer' });
      expect((await list(q)).json()).toMatchObject({ total: 1 });
      await create({ title: 'Count Reuse Officer II' });
      expect((await list(q)).json()).toMatchObject({ total: 2 });
    });

    it('[403] candidates cannot change status', async () => {
      const v = await create();
      expect((await setStatus(v.id, 'open', candidate)).statusCode).toBe(403);
    });
  });
});
