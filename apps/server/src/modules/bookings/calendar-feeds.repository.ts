import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, calendarFeeds, candidates, slots, vacancies } from '../../db/tables.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeedOf(db: Db, adminId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.adminId, adminId));
  return row;
}

export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** A new feed URL for the member of staff; the old one stops working. */
export async function replaceFeed(db: Db, adminId: string, tokenHash: string, at: Date) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ adminId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.adminId, set: { tokenHash, createdAt: at } })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteFeed(db: Db, adminId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.adminId, adminId));
}

/** The live slots a member of staff hosts from `from` on, with who is booked (slots_host_admin_idx). */
export async function hostedSlots(db: Db, adminId: string, from: Date, limit: number) {
  return db
    .select({ slot: slots, vacancyTitle: vacancies.title, candidateName: candidates.fullName })
    .from(slots)
    .leftJoin(vacancies, eq(vacancies.id, slots.vacancyId))
    .leftJoin(bookings, and(eq(bookings.slotId, slots.id), eq(bookings.status, 'booked')))
    .leftJoin(candidates, eq(candidates.id, bookings.candidateId))
    .where(
      and(eq(slots.hostAdminId, adminId), isNull(slots.cancelledAt), gte(slots.startsAt, from)),
    )
    .orderBy(asc(slots.startsAt), asc(slots.id))
    .limit(limit);
}
