import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortColumns as applicationSorts } from '../modules/applications/applications.repository.ts';
import { sortColumns as candidateSorts } from '../modules/candidates/candidates.repository.ts';
import { sortColumns as documentSorts } from '../modules/documents/documents.repository.ts';
import { sortColumns as vacancySorts } from '../modules/vacancies/vacancies.repository.ts';
import { hasEveryTag } from '../modules/reviewing/reviewing.repository.ts';
import { openTestDatabase, testDrivers } from '../test/db.ts';
import type { Database } from './client.ts';
import { applications, auditLog, candidates, documents, vacancies } from './tables.ts';

/*
 * A page of a list reads ten index entries only if an index returns rows in the list's order.
 * An index declared `DESC NULLS LAST` does not serve `ORDER BY x DESC` (which means NULLS FIRST):
 * the planner then sorts the whole table for every page. This checks, for every sortable column
 * in both directions, that the plan has no Sort node.
 */

interface Case {
  name: string;
  table: PgTable;
  column: AnyPgColumn;
  id: AnyPgColumn;
  where?: SQL;
}

const sortCases = (
  name: string,
  table: PgTable,
  id: AnyPgColumn,
  columns: Record<string, AnyPgColumn>,
): Case[] =>
  Object.entries(columns).map(([key, column]) => ({
    name: `${name} by ${key}`,
    table,
    column,
    id,
  }));

const someId = '00000000-0000-4000-8000-000000000000';
const cases: Case[] = [
  ...sortCases('vacancies', vacancies, vacancies.id, vacancySorts),
  ...sortCases('candidates', candidates, candidates.id, candidateSorts),
  ...sortCases('applications', applications, applications.id, applicationSorts),
  ...sortCases('documents', documents, documents.id, documentSorts),
  {
    name: 'open vacancies by creation',
    table: vacancies,
    column: vacancies.createdAt,
    id: vacancies.id,
    where: eq(vacancies.status, 'open'),
  },
  {
    name: 'open vacancies by deadline',
    table: vacancies,
    column: vacancies.closesAt,
    id: vacancies.id,
    where: eq(vacancies.status, 'open'),
  },
  {
    name: "a vacancy's applications",
    table: applications,
    column: applications.submittedAt,
    id: applications.id,
    where: eq(applications.vacancyId, someId),
  },
  {
    name: "a candidate's applications",
    table: applications,
    column: applications.submittedAt,
    id: applications.id,
    where: eq(applications.candidateId, someId),
  },
  {
    name: 'applications in one status',
    table: applications,
    column: applications.submittedAt,
    id: applications.id,
    where: eq(applications.status, 'shortlisted'),
  },
  {
    name: "a candidate's documents",
    table: documents,
    column: documents.createdAt,
    id: documents.id,
    where: eq(documents.candidateId, someId),
  },
  { name: 'the audit log', table: auditLog, column: auditLog.createdAt, id: auditLog.id },
  {
    name: 'applications with a tag',
    table: applications,
    column: applications.submittedAt,
    id: applications.id,
    where: hasEveryTag('application', applications.id, [someId])[0],
  },
  {
    name: 'candidates with a tag',
    table: candidates,
    column: candidates.createdAt,
    id: candidates.id,
    where: hasEveryTag('candidate', candidates.id, [someId])[0],
  },
];

describe.each(testDrivers())('list orders are served by indexes on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  async function planOf(c: Case, dir: typeof asc): Promise<string> {
    const query = database.db
      .select()
      .from(c.table)
      .where(c.where)
      .orderBy(dir(c.column), dir(c.id))
      .limit(10);
    const { sql: text, params } = query.toSQL();
    // Inline the parameters (uuids, statuses, the limit) so EXPLAIN sees a plain statement.
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    return database.db.transaction(async (tx) => {
      // On an empty table a scan and a sort look cheapest; rule them out unless nothing else
      // can answer. A sort left in the plan then means no index serves the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(sql.raw(`explain (format json) ${inlined}`));
      return JSON.stringify(result);
    });
  }

  for (const c of cases) {
    it(`${c.name}, both directions, without sorting`, async () => {
      for (const dir of [asc, desc]) {
        const plan = await planOf(c, dir);
        expect(plan).toMatch(/Index/);
        expect(plan).not.toMatch(/Node Type\\?":\s?\\?"Sort/);
      }
    });
  }

  it('counts a search within one status from an index alone, never reading the table', async () => {
    // The capped count of a filtered search (lib/sql.ts countCapped) at a million applications
    // must not fetch table rows to test the search text: the status index carries it.
    const limited = database.db
      .select({ one: sql`1` })
      .from(applications)
      .where(sql`${applications.searchText} like '%nwosu%' and ${applications.status} = 'rejected'`)
      .limit(1001)
      .as('limited');
    const { sql: text, params } = database.db
      .select({ n: sql`count(*)` })
      .from(limited)
      .toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => String(params[Number(n) - 1]));
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return JSON.stringify(await tx.execute(sql.raw(`explain (format json) ${inlined}`)));
    });
    expect(plan).toMatch(/Index Only Scan/);
    expect(plan).toMatch(/applications_status_submitted_idx/);
  });
});
