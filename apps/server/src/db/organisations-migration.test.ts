import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { organisationNameKey, websiteHostKey } from '@careers/contracts';
import { migrationsFolder, type Database } from './client.ts';
import { fromPglite, pgliteExtensions } from './pglite.ts';
import { fromPool } from './postgres.ts';
import { testDrivers, testPool, type Driver } from '../test/db.ts';

/** The last migration before organisations existed: the database is migrated only to here. */
const BEFORE = '0009_settings_notifications';

/** A copy of the migrations folder holding only the migrations up to BEFORE. */
async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'careers-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(-1);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

interface Fresh {
  database: Database;
  migrateTo(folder: string): Promise<void>;
  dispose(): Promise<void>;
}

async function freshDatabase(driver: Driver): Promise<Fresh> {
  if (driver === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = fromPglite(client);
    return {
      database,
      migrateTo: (folder) => migratePglite(database.db as never, { migrationsFolder: folder }),
      dispose: () => database.close(),
    };
  }
  const adminUrl = new URL(inject('postgresTemplateUrl') ?? '');
  adminUrl.pathname = '/postgres';
  const name = `careers_mig_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = fromPool(testPool(url.toString()));
  return {
    database,
    migrateTo: (folder) => migratePg(database.db as never, { migrationsFolder: folder }),
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Old-shape vacancies: the employer as three text columns. */
const oldVacancies: [id: string, name: string, website: string | null, contact: string | null][] = [
  ['00000000-0000-4000-8000-000000000001', 'Acme Ltd', 'https://www.acme.co.uk/', 'jo@acme.co.uk'],
  ['00000000-0000-4000-8000-000000000002', 'ACME Limited', 'acme.co.uk', 'Jo@acme.co.uk'],
  ['00000000-0000-4000-8000-000000000003', 'Acme Careers', 'http://acme.co.uk/careers', null],
  ['00000000-0000-4000-8000-000000000004', 'Harbour & Vale LLP', null, null],
  ['00000000-0000-4000-8000-000000000005', 'harbour and vale', '', 'hr@hv.example'],
  ['00000000-0000-4000-8000-000000000006', 'Northwind, PLC.', null, null],
  ['00000000-0000-4000-8000-000000000007', 'Northwind Analytics', null, null],
  ['00000000-0000-4000-8000-000000000008', 'Café Société Ltd', null, null],
  ['00000000-0000-4000-8000-000000000009', 'CAFE SOCIETE', null, null],
];

describe.each(testDrivers())('migration 0010 moves vacancies onto organisations (%s)', (driver) => {
  let fresh: Fresh;
  let folder: string;

  beforeAll(async () => {
    fresh = await freshDatabase(driver);
    folder = await migrationsUpTo(BEFORE);
    await fresh.migrateTo(folder);
    const { db } = fresh.database;
    await db.execute(sql`insert into candidates (id, email, full_name, password_hash)
      values ('10000000-0000-4000-8000-000000000001', 'ana@uni.example', 'Ana Silva', 'x')`);
    for (const [index, [id, name, website, contact]] of oldVacancies.entries()) {
      await db.execute(sql`insert into vacancies
        (id, title, employer_name, employer_website, employer_contact_email, location, workplace,
         type, sector, description, closes_at, status, created_at)
        values (${id}, ${`Role ${index}`}, ${name}, ${website}, ${contact}, 'Leeds', 'on_site',
         'graduate_job', ${`Sector ${index}`}, 'A description long enough.', now() + interval '9 days',
         'open', ${new Date(Date.UTC(2026, 0, 1 + index)).toISOString()})`);
      await db.execute(sql`insert into applications
        (vacancy_id, candidate_id, vacancy_title, employer_name, candidate_name, candidate_email)
        values (${id}, '10000000-0000-4000-8000-000000000001', ${`Role ${index}`}, ${name},
         'Ana Silva', 'ana@uni.example')`);
    }
    await fresh.database.migrate();
  }, 60_000);

  afterAll(async () => {
    await fresh?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function organisationOf(vacancyId: string) {
    const { rows } = (await fresh.database.db.execute(sql`
      select o.id, o.name, o.name_key, o.website, o.website_host, o.status, o.created_by_role,
             v.employer_name, v.employer_website, a.employer_name as application_employer,
             a.search_text as application_search
      from vacancies v join organisations o on o.id = v.organisation_id
      join applications a on a.vacancy_id = v.id where v.id = ${vacancyId}`)) as unknown as {
      rows: Record<string, string | null>[];
    };
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it('merges by website host, ignoring www., the scheme and a trailing slash', async () => {
    const [a, b, c] = await Promise.all(oldVacancies.slice(0, 3).map(([id]) => organisationOf(id)));
    expect(b!.id).toBe(a!.id);
    expect(c!.id).toBe(a!.id);
    // The latest vacancy's name wins, and every copy of it follows.
    expect(a).toMatchObject({
      name: 'Acme Careers',
      website_host: 'acme.co.uk',
      status: 'approved',
      created_by_role: 'system',
      employer_name: 'Acme Careers',
      application_employer: 'Acme Careers',
    });
    expect(a!.application_search).toContain('acme careers');
  });

  it('merges those without a website by name, ignoring case, punctuation and Ltd/Limited/PLC', async () => {
    const hv = await Promise.all([oldVacancies[3]![0], oldVacancies[4]![0]].map(organisationOf));
    expect(hv[1]!.id).toBe(hv[0]!.id);
    const nw = await Promise.all([oldVacancies[5]![0], oldVacancies[6]![0]].map(organisationOf));
    expect(nw[1]!.id).not.toBe(nw[0]!.id);
    const cafe = await Promise.all([oldVacancies[7]![0], oldVacancies[8]![0]].map(organisationOf));
    expect(cafe[1]!.id).toBe(cafe[0]!.id);
  });

  it('computes the same keys as the contracts', async () => {
    const { rows } = (await fresh.database.db.execute(
      sql`select name, name_key, website, website_host from organisations`,
    )) as unknown as {
      rows: {
        name: string;
        name_key: string;
        website: string | null;
        website_host: string | null;
      }[];
    };
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.name_key).toBe(organisationNameKey(row.name));
      expect(row.website_host).toBe(websiteHostKey(row.website));
    }
  });

  it('keeps the contact addresses as the organisation’s contacts, once each', async () => {
    const { rows } = (await fresh.database.db.execute(
      sql`select c.email, o.website_host from organisation_contacts c join organisations o on o.id = c.organisation_id order by c.email`,
    )) as unknown as { rows: { email: string; website_host: string | null }[] };
    expect(rows).toEqual([
      { email: 'hr@hv.example', website_host: null },
      { email: 'jo@acme.co.uk', website_host: 'acme.co.uk' },
    ]);
  });

  it('leaves every vacancy on an organisation (the column is required now)', async () => {
    await expect(
      fresh.database.db.execute(sql`update vacancies set organisation_id = null`),
    ).rejects.toThrow();
  });
});
