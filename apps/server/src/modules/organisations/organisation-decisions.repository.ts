import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  employers,
  organisationContacts,
  organisationNotes,
  shortlists,
  vacancies,
} from '../../db/tables.ts';

/** Pauses the organisation's open vacancies; answers their ids. */
export async function pauseOpenVacancies(
  db: Db,
  organisationId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(vacancies)
    .set({ status: 'paused', updatedAt: at })
    .where(and(eq(vacancies.organisationId, organisationId), eq(vacancies.status, 'open')))
    .returning({ id: vacancies.id });
  return rows.map((r) => r.id);
}

/** Revokes the organisation's live review links; answers how many. */
export async function revokeReviewLinks(db: Db, organisationId: string, at: Date): Promise<number> {
  const rows = await db
    .update(shortlists)
    .set({ revokedAt: at })
    .where(
      and(
        eq(shortlists.organisationId, organisationId),
        isNotNull(shortlists.tokenHash),
        isNull(shortlists.revokedAt),
      ),
    )
    .returning({ id: shortlists.id });
  return rows.length;
}

export async function employerIdsOf(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.organisationId, organisationId));
  return rows.map((r) => r.id);
}

/** The addresses of the contacts who sign in (they have an account). */
export async function accountContactEmails(
  db: Db,
  organisationId: string,
): Promise<{ email: string; fullName: string }[]> {
  return db
    .select({ email: employers.email, fullName: employers.fullName })
    .from(employers)
    .where(and(eq(employers.organisationId, organisationId), eq(employers.status, 'active')))
    .orderBy(asc(employers.createdAt));
}

/** The records that belong to an organisation, each table with its `organisation_id`. */
const owned = {
  vacancies,
  contacts: organisationContacts,
  employers,
  notes: organisationNotes,
  shortlists,
};
type OwnedTable = (typeof owned)[keyof typeof owned];

/** Moves every record of `fromId` onto `intoId` (before `fromId` is deleted); answers how many. */
export async function moveOrganisationRecords(
  db: Db,
  fromId: string,
  intoId: string,
): Promise<Record<keyof typeof owned, number>> {
  const moved = {} as Record<keyof typeof owned, number>;
  for (const [name, table] of Object.entries(owned) as [keyof typeof owned, OwnedTable][]) {
    const rows = await db
      .update(table)
      .set({ organisationId: intoId })
      .where(eq(table.organisationId, fromId))
      .returning({ id: table.id });
    moved[name] = rows.length;
  }
  return moved;
}
