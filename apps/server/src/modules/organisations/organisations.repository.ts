import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrganisationStatus, organisationSortColumns } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { applications, organisations, vacancies } from '../../db/tables.ts';
import { containsLower, type ListPageQuery, selectPage, rowsById } from '../../lib/sql.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisationRow = typeof organisations.$inferInsert;

const organisationRows = rowsById(organisations);

export const findOrganisation = organisationRows.find;

/**
 * The organisation two records are the same company by: the website host when there is one, else
 * the name key (the oldest first, so a merge target is stable).
 */
export async function findOrganisationByKey(
  db: Db,
  key: { websiteHost: string | null; nameKey: string },
): Promise<OrganisationRow | undefined> {
  const where = key.websiteHost
    ? eq(organisations.websiteHost, key.websiteHost)
    : and(eq(organisations.nameKey, key.nameKey));
  const [row] = await db
    .select()
    .from(organisations)
    .where(where)
    .orderBy(organisations.createdAt, organisations.id)
    .limit(1);
  return row;
}

export const insertOrganisation = organisationRows.insert;

/** Serialises find-or-create by key, so two staff creating "Acme" at once make one organisation. */
export async function lockOrganisationKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation:${key}`}))`);
}

/** An organisation without its logo bytes, with its vacancy and application counts. */
export interface OrganisationListRow extends Omit<OrganisationRow, 'logo'> {
  hasLogo: boolean;
  vacancyCount: number;
  applicationCount: number;
}

// Counted per organisation from the vacancies (organisation_id is indexed; each vacancy keeps
// its own application count), so a page of 100 costs 100 index lookups, not a join of everything.
// Written out in full: drizzle leaves columns unqualified in a one-table select, and inside the
// subquery "id" would be the vacancy's.
const vacancyCount = sql<number>`(select count(*)::int from vacancies v where v.organisation_id = organisations.id)`;
const applicationCount = sql<number>`(select coalesce(sum(v.application_count), 0)::int from vacancies v where v.organisation_id = organisations.id)`;

const { logo: _logo, ...listColumns } = getTableColumns(organisations);
const listSelection = {
  ...listColumns,
  hasLogo: sql<boolean>`(${organisations.logo} is not null)`,
  vacancyCount,
  applicationCount,
};

export interface OrganisationFilter {
  q?: string | undefined;
  status?: OrganisationStatus | undefined;
  sector?: string | undefined;
}

export type OrganisationSortColumn = (typeof organisationSortColumns)[number];

const sortExpressions: Record<OrganisationSortColumn, SQL | AnyPgColumn> = {
  name: organisations.name,
  status: organisations.status,
  createdAt: organisations.createdAt,
  vacancyCount,
};

function whereOf(f: OrganisationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) where.push(containsLower(organisations.searchText, f.q));
  if (f.status) where.push(eq(organisations.status, f.status));
  if (f.sector) where.push(sql`lower(${organisations.sector}) = ${f.sector.toLowerCase()}`);
  return where.length ? and(...where) : undefined;
}

function orderOf(sort: 'asc' | 'desc', column: OrganisationSortColumn): SQL[] {
  const dir = sort === 'asc' ? asc : desc;
  return [dir(sortExpressions[column]), dir(organisations.id)];
}

export async function listOrganisations(
  db: Db,
  q: OrganisationFilter & ListPageQuery<OrganisationSortColumn>,
): Promise<{ rows: OrganisationListRow[]; total: number; totalCapped: boolean }> {
  return selectPage(db, q, {
    rows: db.select(listSelection).from(organisations).$dynamic(),
    table: organisations,
    where: whereOf(q),
    orderBy: orderOf(q.sort, q.sortColumn),
  });
}

export async function exportOrganisations(
  db: Db,
  f: OrganisationFilter & { sort: 'asc' | 'desc'; sortColumn: OrganisationSortColumn },
  limit: number,
): Promise<OrganisationListRow[]> {
  return db
    .select(listSelection)
    .from(organisations)
    .where(whereOf(f))
    .orderBy(...orderOf(f.sort, f.sortColumn))
    .limit(limit);
}

export async function findOrganisationListRow(
  db: Db,
  id: string,
): Promise<OrganisationListRow | undefined> {
  const [row] = await db
    .select(listSelection)
    .from(organisations)
    .where(eq(organisations.id, id))
    .limit(1);
  return row;
}

export async function updateOrganisationRow(
  db: Db,
  id: string,
  patch: Partial<NewOrganisationRow>,
): Promise<void> {
  await db.update(organisations).set(patch).where(eq(organisations.id, id));
}

export const deleteOrganisationRow = organisationRows.remove;

/** Copies the organisation's name into its vacancies and their applications (lists read the copies). */
export async function copyEmployerName(
  db: Db,
  organisationId: string,
  name: string,
): Promise<void> {
  await db
    .update(vacancies)
    .set({ employerName: name })
    .where(eq(vacancies.organisationId, organisationId));
  await db
    .update(applications)
    .set({ employerName: name })
    .where(
      inArray(
        applications.vacancyId,
        db
          .select({ id: vacancies.id })
          .from(vacancies)
          .where(eq(vacancies.organisationId, organisationId)),
      ),
    );
}
