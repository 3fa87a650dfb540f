import { beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { vacancyExportColumns, type Vacancy } from '@careers/contracts';
import { callAs, type TestApp } from '../../test/app.ts';
import { vacancyInput } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import type { TestUser } from '../../test/users.ts';
import { vacanciesTestbed } from './vacancies.testbed.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('vacancy edits, deletes and exports on %s', (driver) => {
  const { bed, create, setStatus, list } = vacanciesTestbed(driver);
  let t: TestApp;
  let admin: TestUser;
  let candidate: TestUser;
  beforeAll(() => ({ t, admin, candidate } = bed));

  describe('PATCH and DELETE', () => {
    it('[200] updates fields; [404] for an unknown id; [400] for an empty patch', async () => {
      const v = await create();
      const res = await callAs(t.app, admin, 'PATCH', `/vacancies/${v.id}`, {
        title: 'Graduate Data Engineer',
        positions: 5,
        expectedUpdatedAt: v.updatedAt,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: 'Graduate Data Engineer',
        positions: 5,
        location: 'Manchester',
      });
      const missing = await callAs(
        t.app,
        admin,
        'PATCH',
        '/vacancies/00000000-0000-4000-8000-000000000000',
        { title: 'Nobody home', expectedUpdatedAt: v.updatedAt },
      );
      expect(missing.statusCode).toBe(404);
      const empty = await callAs(t.app, admin, 'PATCH', `/vacancies/${v.id}`, {});
      expect(empty.statusCode).toBe(400);
    });

    it('takes expectedUpdatedAt with an edit without storing it, and refuses a malformed one', async () => {
      const v = await create();
      const res = await callAs(t.app, admin, 'PATCH', `/vacancies/${v.id}`, {
        positions: 4,
        expectedUpdatedAt: v.updatedAt,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ positions: 4 });
      expect(res.json()).not.toHaveProperty('expectedUpdatedAt');
      const audit = await callAs(t.app, admin, 'GET', `/audit?entity=vacancy&entityId=${v.id}`);
      expect(audit.json().data[0]).toMatchObject({
        action: 'vacancy.update',
        details: { fields: ['positions'] },
      });
      const bad = await callAs(t.app, admin, 'PATCH', `/vacancies/${v.id}`, {
        positions: 5,
        expectedUpdatedAt: 'last tuesday',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('expectedUpdatedAt');
      const versionOnly = await callAs(t.app, admin, 'PATCH', `/vacancies/${v.id}`, {
        expectedUpdatedAt: res.json().updatedAt,
      });
      expect(versionOnly.statusCode).toBe(400);
    });

    it('[204] deletes a draft; [409] for anything else', async () => {
      const draft = await create();
      const del = await callAs(t.app, admin, 'DELETE', `/vacancies/${draft.id}`);
      expect(del.statusCode).toBe(204);
      const gone = await callAs(t.app, admin, 'GET', `/vacancies/${draft.id}`);
      expect(gone.statusCode).toBe(404);
      const open = await create();
      await setStatus(open.id, 'open');
      const refused = await callAs(t.app, admin, 'DELETE', `/vacancies/${open.id}`);
      expect(refused.statusCode).toBe(409);
    });

    it('[400] for a malformed id', async () => {
      const res = await callAs(t.app, admin, 'GET', '/vacancies/not-a-uuid');
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('id');
    });
  });

  describe('employer website', () => {
    /** An edit from the vacancy's current version. */
    const patchVacancy = async (id: string, payload: Record<string, unknown>) => {
      const current = await callAs(t.app, admin, 'GET', `/vacancies/${id}`);
      return t.app.inject({
        method: 'PATCH',
        url: `/api/v1/vacancies/${id}`,
        headers: { ...admin.auth, 'if-match': String(current.headers.etag) },
        payload,
      });
    };

    it('[201]/[200] takes a bare host and answers it normalised to https', async () => {
      const v = await create({
        employer: { name: 'Northwind Analytics', website: '  Northwind.example/careers ' },
      });
      expect(v.employer.website).toBe('https://northwind.example/careers');
      const res = await patchVacancy(v.id, {
        employer: { name: 'Northwind Analytics', website: 'www.northwind.example' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Vacancy>().employer.website).toBe('https://www.northwind.example');
      const read = await callAs(t.app, admin, 'GET', `/vacancies/${v.id}`);
      expect(read.json<Vacancy>().employer.website).toBe('https://www.northwind.example');
      const cleared = await patchVacancy(v.id, { employer: { name: 'Northwind', website: '' } });
      expect(cleared.json<Vacancy>().employer.website).toBeUndefined();
    });

    it.each([
      ['javascript:alert(1)', 'only http:// and https://'],
      ['data:text/html,<script>alert(1)</script>', 'only http:// and https://'],
      ['https://user:secret@northwind.example', 'user name or password'],
      ['//northwind.example', 'enter a web address'],
    ])('[400] refuses %j on create and on update, naming the field', async (website, says) => {
      const before = (await list('perPage=100')).json<{ total: number }>().total;
      const created = await callAs(
        t.app,
        admin,
        'POST',
        '/vacancies',
        vacancyInput({ employer: { name: 'Northwind Analytics', website } }),
      );
      expectError(created, 400, {
        code: 'invalid_field',
        field: 'employer.website',
        message: expect.stringMatching(new RegExp(`^Employer website: .*${says}`)),
      });
      expect((await list('perPage=100')).json<{ total: number }>().total).toBe(before);

      const v = await create();
      const updated = await patchVacancy(v.id, { employer: { name: 'Northwind', website } });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().field).toBe('employer.website');
      const read = await callAs(t.app, admin, 'GET', `/vacancies/${v.id}`);
      expect(read.json<Vacancy>().employer.website).toBe('https://northwind.example');
    });
  });

  describe('audit and export', () => {
    it('writes an audit entry for each admin action', async () => {
      const v = await create({ title: 'Audited Role' });
      await setStatus(v.id, 'open');
      const res = await callAs(
        t.app,
        admin,
        'GET',
        `/audit?entity=vacancy&entityId=${v.id}&sort=asc`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((e: { action: string }) => e.action)).toEqual([
        'vacancy.create',
        'vacancy.status',
      ]);
      expect(res.json().data[1]).toMatchObject({
        actorId: admin.id,
        details: { from: 'draft', to: 'open' },
      });
      const forbidden = await callAs(t.app, candidate, 'GET', '/audit');
      expect(forbidden.statusCode).toBe(403);
    });

    it('exports the filtered set as CSV, neutralising formulas and quoting separators', async () => {
      await create({
        title: '=HYPERLINK("http://x","y")',
        employer: { name: 'Formula, Ltd' },
        location: 'a;b',
        sector: '@SUM(A1)',
      });
      const res = await callAs(
        t.app,
        admin,
        'GET',
        `/vacancies/export?q=hyperlink&columns=${vacancyExportColumns.join(',')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="vacancies-/);
      // A UTF-8 BOM first (Excel reads names with accents right), every row ends with CRLF.
      expect(res.body.startsWith('\uFEFFID,Title,')).toBe(true);
      expect(res.body.endsWith('\r\n')).toBe(true);
      const lines = res.body.slice(1, -2).split('\r\n');
      expect(lines[0]).toBe(
        'ID,Title,Employer,Location,Workplace,Type,Sector,Positions,Status,Closing date,Applications,Created',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `,"'=HYPERLINK(""http://x"",""y"")","Formula, Ltd","a;b",Hybrid,Graduate job,'@SUM(A1),3,Draft,`,
      );
      // Dates in ISO 8601, UTC, to the second.
      expect(lines[1]).toMatch(
        /,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,0,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
      );
      const forbidden = await callAs(t.app, candidate, 'GET', '/vacancies/export');
      expect(forbidden.statusCode).toBe(403);
    });

    it('exports the columns the list shows by default, headers in the chosen language', async () => {
      await create({ title: 'Ingénieur données Ünïcode', location: 'Lyon' });
      const fr = await callAs(t.app, admin, 'GET', '/vacancies/export?q=ing%C3%A9nieur&lang=fr');
      expect(fr.statusCode).toBe(200);
      const [head, row] = fr.body.slice(1).split('\r\n');
      expect(head).toBe('Intitulé,Employeur,Lieu,Type,Statut,Date de clôture,Candidatures');
      expect(row).toMatch(
        /^Ingénieur données Ünïcode,Northwind Analytics,Lyon,Premier emploi,Brouillon,\d{4}-/,
      );
      const ar = await callAs(
        t.app,
        admin,
        'GET',
        '/vacancies/export?q=ing%C3%A9nieur&lang=ar&columns=title,status',
      );
      expect(ar.body.slice(1).split('\r\n')[0]).toBe('المسمى الوظيفي,الحالة');
      expect(ar.body.slice(1).split('\r\n')[1]).toBe('Ingénieur données Ünïcode,مسودة');
    });

    it('exports an .xlsx that reads back with the same cells, dates as dates', async () => {
      await create({ title: '-Minus first', sector: 'Énergie' });
      const res = await callAs(
        t.app,
        admin,
        'GET',
        '/vacancies/export?q=minus&format=xlsx&lang=de&columns=title,sector,status,closesAt,positions',
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toMatch(/filename="vacancies-[\d-]+\.xlsx"/);
      const [sheet] = await readXlsxFile(res.rawPayload);
      expect(sheet?.data[0]).toEqual([
        'Titel',
        'Branche',
        'Status',
        'Bewerbungsschluss',
        'Stellen',
      ]);
      const row = sheet?.data[1] ?? [];
      expect(row.slice(0, 3)).toEqual(["'-Minus first", 'Énergie', 'Entwurf']);
      expect(row[3]).toBeInstanceOf(Date);
      expect(row[4]).toBe(3);
      expect(sheet?.data).toHaveLength(2);
    });

    it('[400] names columns for an unknown or empty column list, and format or lang when bad', async () => {
      for (const [query, field] of [
        ['columns=title,salary', 'columns'],
        ['columns=,', 'columns'],
        ['format=pdf', 'format'],
        ['lang=xx', 'lang'],
      ] as const) {
        const res = await callAs(t.app, admin, 'GET', `/vacancies/export?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().field, query).toBe(field);
      }
    });
  });
});
