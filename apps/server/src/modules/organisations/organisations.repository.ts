import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/tables.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisationRow = typeof organisations.$inferInsert;

export async function findOrganisation(
  db: Db,
  id: string,
  lock?: 'update' | 'no key update',
): Promise<OrganisationRow | undefined> {
  const query = db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  const rows = lock ? await query.for(lock) : await query;
  return rows[0];
}

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

export async function insertOrganisation(
  db: Db,
  values: NewOrganisationRow,
): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** Serialises find-or-create by key, so two staff creating "Acme" at once make one organisation. */
export async function lockOrganisationKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation:${key}`}))`);
}
