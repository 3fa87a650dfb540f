import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/tables.ts';

export type OfferRow = typeof offers.$inferSelect;

/** An application's offers, newest first (offers_application_idx). */
export async function listOffers(db: Db, applicationId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

/** One offer; `forUpdate` locks it so that two answers to it are made one after the other. */
export async function findOffer(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<OfferRow | undefined> {
  const query = db.select().from(offers).where(eq(offers.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** The application's offer that still stands (pending or accepted), if any (offers_live_idx). */
export async function findLiveOffer(db: Db, applicationId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(eq(offers.applicationId, applicationId), inArray(offers.status, ['pending', 'accepted'])),
    )
    .limit(1);
  return row;
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateOfferRow(
  db: Db,
  id: string,
  patch: Partial<typeof offers.$inferInsert>,
): Promise<OfferRow | undefined> {
  const [row] = await db.update(offers).set(patch).where(eq(offers.id, id)).returning();
  return row;
}

/**
 * The application left `offered` some other way (rejected, on hold, withdrawn, hired by staff):
 * its pending offer no longer stands. Answers the offers withdrawn.
 */
export async function withdrawPendingOffers(
  db: Db,
  applicationId: string,
  at: Date,
): Promise<OfferRow[]> {
  return db
    .update(offers)
    .set({ status: 'withdrawn', decidedAt: at, updatedAt: at })
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'pending')))
    .returning();
}
