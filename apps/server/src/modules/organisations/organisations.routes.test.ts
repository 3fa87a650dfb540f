import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Application, Page, Organisation } from '@careers/contracts';
import { applications, vacancies } from '../../db/tables.ts';
import { testDrivers } from '../../test/db.ts';
import { organisationsTestbed } from './organisations.testbed.ts';
import { createEmployer, createOrganisation } from '../../test/employers.ts';

describe.each(testDrivers())('organisations API on %s', (driver) => {
  const { bed, api, detail, calls } = organisationsTestbed(driver);

  it('[201] staff create an approved organisation; [409] the same website or name again', async () => {
    const res = await api('POST', '/organisations', {
      name: 'Quokka Robotics Ltd',
      website: 'https://www.quokka-robotics.example/',
      sector: 'Engineering',
      size: 'medium',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Quokka Robotics Ltd',
      status: 'approved',
      vacancyCount: 0,
      applicationCount: 0,
      contacts: [],
      logoUrl: null,
    });
    const again = await api('POST', '/organisations', {
      name: 'Quokka',
      website: 'quokka-robotics.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'website' });
    const sameName = await api('POST', '/organisations', { name: 'QUOKKA ROBOTICS limited' });
    expect(sameName.statusCode).toBe(409);
    expect((await api('POST', '/organisations', { name: '' })).statusCode).toBe(400);
  });

  it('[200] lists with search, status and sector filters, counts and sort', async () => {
    const tag = `Wombat${Date.now().toString(36)}`;
    const a = await createOrganisation(bed.t.app, { name: `${tag} Alpha` });
    await createOrganisation(bed.t.app, { name: `${tag} Beta`, status: 'pending' });
    const vacancy = await calls().openVacancy(bed.admin, { organisationId: a.id });
    await calls().openVacancy(bed.admin, { organisationId: a.id });
    const doc = await calls().uploaded(bed.candidate, 'cv', 'Quinn CV.pdf');
    expect((await calls().apply(bed.candidate, vacancy.id, [doc.id])).statusCode).toBe(201);

    const all = (
      await api('GET', `/organisations?q=${tag.toLowerCase()}&sortColumn=name&sort=asc`)
    ).json<Page<Organisation>>();
    expect(all.total).toBe(2);
    expect(all.data.map((o) => o.name)).toEqual([`${tag} Alpha`, `${tag} Beta`]);
    expect(all.data[0]).toMatchObject({ vacancyCount: 2, applicationCount: 1 });
    expect(all.data[1]).toMatchObject({ vacancyCount: 0, applicationCount: 0, status: 'pending' });
    const pending = (await api('GET', `/organisations?q=${tag}&status=pending`)).json<
      Page<Organisation>
    >();
    expect(pending.data.map((o) => o.name)).toEqual([`${tag} Beta`]);
    const byCount = (
      await api('GET', `/organisations?q=${tag}&sortColumn=vacancyCount&sort=desc`)
    ).json<Page<Organisation>>();
    expect(byCount.data[0]?.name).toBe(`${tag} Alpha`);
    await api('PATCH', `/organisations/${a.id}`, {
      sector: 'Aerospace',
      expectedUpdatedAt: (await detail(a.id)).updatedAt,
    });
    const sector = (await api('GET', `/organisations?q=${tag}&sector=aerospace`)).json<
      Page<Organisation>
    >();
    expect(sector.data.map((o) => o.id)).toEqual([a.id]);
    // The vacancies list filters by organisation for staff.
    const theirs = await api('GET', `/vacancies?organisationId=${a.id}`);
    expect(theirs.json<Page<unknown>>().total).toBe(2);
  });

  it('[200] exports CSV and Excel with the filters', async () => {
    const tag = `Numbat${Date.now().toString(36)}`;
    await createOrganisation(bed.t.app, { name: `${tag} One` });
    const csv = await api('GET', `/organisations/export?q=${tag}&columns=name,status,vacancyCount`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/organisations-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'Name,Status,Vacancies',
      `${tag} One,Approved,0`,
    ]);
    const xlsx = await api('GET', `/organisations/export?q=${tag}&format=xlsx&lang=fr`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api('GET', '/organisations/export?columns=nope')).statusCode).toBe(400);
  });

  it('[200] a rename is copied into its vacancies and their applications; [409] a stale edit; [428] no version', async () => {
    const org = await createOrganisation(bed.t.app, { name: 'Platypus Foods' });
    const vacancy = await calls().openVacancy(bed.admin, { organisationId: org.id });
    const doc = await calls().uploaded(bed.candidate, 'cv', 'Rename CV.pdf');
    const applied = (await calls().apply(bed.candidate, vacancy.id, [doc.id])).json<Application>();
    const before = await detail(org.id);
    const res = await api('PATCH', `/organisations/${org.id}`, {
      name: 'Platypus Kitchens',
      expectedUpdatedAt: before.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Platypus Kitchens' });
    const [v] = await bed.t.app.database.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.id, vacancy.id));
    expect(v?.employerName).toBe('Platypus Kitchens');
    const [a] = await bed.t.app.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.id));
    expect(a?.employerName).toBe('Platypus Kitchens');
    expect(a?.searchText).toContain('platypus kitchens');

    const stale = await api('PATCH', `/organisations/${org.id}`, {
      name: 'Platypus Again',
      expectedUpdatedAt: before.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await api('PATCH', `/organisations/${org.id}`, { sector: 'Food' })).statusCode).toBe(
      428,
    );
    expect((await detail(org.id)).name).toBe('Platypus Kitchens');
  });

  it('[401] without a token; [403] for candidates and employer contacts', async () => {
    const org = await createOrganisation(bed.t.app);
    const contact = await createEmployer(bed.t.app, { organisationId: org.id });
    expect((await bed.t.app.inject({ url: '/api/v1/organisations' })).statusCode).toBe(401);
    expect((await api('GET', '/organisations', undefined, bed.candidate)).statusCode).toBe(403);
    expect((await api('GET', '/organisations', undefined, contact)).statusCode).toBe(403);
    expect(
      (await api('PATCH', `/organisations/${org.id}`, { name: 'Mine now' }, contact)).statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/organisations/${org.id}/decision`,
          { status: 'suspended', reason: 'x' },
          contact,
        )
      ).statusCode,
    ).toBe(403);
  });
});
