import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, employerVerifications } from '../../db/tables.ts';
import { liveLink } from './links.repository.ts';

/*
 * Links that confirm an address: a candidate's (email_verifications) and an employer contact's
 * (employer_verifications). The two tables differ only in whose the link is; one set of queries
 * serves both.
 */

const tables = {
  candidate: {
    table: emailVerifications,
    owner: emailVerifications.candidateId,
    ownerKey: 'candidateId',
  },
  employer: {
    table: employerVerifications,
    owner: employerVerifications.employerId,
    ownerKey: 'employerId',
  },
};

/** Whose address a link confirms. */
export type AddressOwner = keyof typeof tables;

export async function insertAddressLink(
  db: Db,
  who: AddressOwner,
  ownerId: string,
  link: { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const { table, ownerKey } = tables[who];
  await db.insert(table).values({ ...link, [ownerKey]: ownerId } as typeof table.$inferInsert);
}

/** Spends a live link in one UPDATE and answers whose it was. */
export async function useAddressLink(
  db: Db,
  who: AddressOwner,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const { table, owner } = tables[who];
  const [row] = await db
    .update(table)
    .set({ usedAt: at })
    .where(liveLink(table, tokenHash, at))
    .returning({ ownerId: owner });
  return row?.ownerId;
}

/** Spends every other outstanding link of the owner once one was used. */
export async function spendAddressLinks(
  db: Db,
  who: AddressOwner,
  ownerId: string,
  at: Date,
): Promise<void> {
  const { table, owner } = tables[who];
  await db
    .update(table)
    .set({ usedAt: at })
    .where(and(eq(owner, ownerId), isNull(table.usedAt)));
}

/** When the links issued to the owner since `since` were made, oldest first. */
export async function addressLinksSince(
  db: Db,
  who: AddressOwner,
  ownerId: string,
  since: Date,
): Promise<Date[]> {
  const { table, owner } = tables[who];
  const rows = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(and(eq(owner, ownerId), gt(table.createdAt, since)))
    .orderBy(asc(table.createdAt));
  return rows.map((r) => r.at);
}
