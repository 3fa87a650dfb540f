import { beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { applicationExportColumns } from '@careers/contracts';
import { callAs, useTestApp, type TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('applications export on %s', (driver) => {
  const t: TestApp = useTestApp(driver);
  let admin: TestUser;
  let calls: ReturnType<typeof careersCalls>;

  const upload = (user: TestUser, kind: string, name: string) => calls.uploaded(user, kind, name);
  const openVacancy = (overrides: Record<string, unknown> = {}) =>
    calls.openVacancy(admin, overrides);
  const apply = (user: TestUser, vacancyId: string, documentIds: string[]) =>
    calls.apply(user, vacancyId, documentIds);

  beforeAll(async () => {
    calls = careersCalls(t.app);
    admin = await createAdmin(t.app, undefined, 'Priya Raman');
  });

  it('exports applications as CSV with hostile cells neutralised and quoted', async () => {
    const hostile = await openVacancy({
      title: '=HYPERLINK("http://x","y")',
      employer: { name: 'a;b', website: 'https://ab.example' },
    });
    const eve = await createCandidate(t.app, '+Eve "the" Tester');
    const eveCv = await upload(eve, 'cv', 'Eve CV.pdf');
    expect((await apply(eve, hostile.id, [eveCv.id])).statusCode).toBe(201);
    const res = await callAs(
      t.app,
      admin,
      'GET',
      `/applications/export?vacancyId=${hostile.id}&columns=${applicationExportColumns.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(
      res.body.startsWith(
        '\uFEFFID,Candidate,Email,Vacancy,Employer,Status,Submitted,Last change,Decided\r\n',
      ),
    ).toBe(true);
    const lines = res.body.slice(1, -2).split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,"'+Eve ""the"" Tester",${eve.email},"'=HYPERLINK(""http://x"",""y"")","a;b",Submitted,`,
    );
    const xlsx = await callAs(
      t.app,
      admin,
      'GET',
      `/applications/export?vacancyId=${hostile.id}&format=xlsx&lang=ar`,
    );
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(sheet?.data[0]).toEqual(['المتقدم', 'الوظيفة', 'الحالة', 'تاريخ الإرسال', 'آخر تغيير']);
    expect(sheet?.data[1]?.slice(0, 3)).toEqual([
      `'+Eve "the" Tester`,
      `'=HYPERLINK("http://x","y")`,
      'مُرسلة',
    ]);
    expect(sheet?.data[1]?.[3]).toBeInstanceOf(Date);
    const bad = await callAs(
      t.app,
      admin,
      'GET',
      '/applications/export?columns=candidateName,password',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'columns' });
  });
});
