import { and, asc, eq } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import { scorecardCriteria, scorecards } from '../../db/tables.ts';

export type ScorecardRow = typeof scorecards.$inferSelect;

export async function findCriteria(db: Db, vacancyId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ criteria: scorecardCriteria.criteria })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.vacancyId, vacancyId));
  return row?.criteria;
}

export async function saveCriteria(db: Db, vacancyId: string, criteria: string[], at: Date) {
  await db
    .insert(scorecardCriteria)
    .values({ vacancyId, criteria, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: scorecardCriteria.vacancyId, set: { criteria, updatedAt: at } });
}

/** An application's scorecards, oldest first (scorecards_author_idx). */
export async function listScorecards(db: Db, applicationId: string): Promise<ScorecardRow[]> {
  return db
    .select()
    .from(scorecards)
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
}

/**
 * Writes the author's scorecard on the application: a new one, or their earlier one replaced. The
 * author is a member of staff (`authorId`) or an employer contact (`authorEmployerId`), each with
 * their own unique index.
 */
export async function upsertScorecard(
  db: Db,
  values: typeof scorecards.$inferInsert,
): Promise<ScorecardRow> {
  const { scores, recommendation, comments, authorName, updatedAt } = values;
  const author = values.authorEmployerId ? scorecards.authorEmployerId : scorecards.authorId;
  return returnedRow(
    await db
      .insert(scorecards)
      .values(values)
      .onConflictDoUpdate({
        target: [scorecards.applicationId, author],
        set: { scores, recommendation, comments, authorName, updatedAt },
      })
      .returning(),
  );
}

export async function findScorecard(db: Db, applicationId: string, authorId: string) {
  const [row] = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, authorId)));
  return row;
}
