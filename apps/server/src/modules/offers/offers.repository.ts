import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/tables.ts';
import { findRow, rowsById } from '../../lib/sql.ts';

export type OfferRow = typeof offers.$inferSelect;

/** An application's offers, newest first (offers_application_idx). */
export async function listOffers(db: Db, applicationId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

const offerRows = rowsById(offers);

/** One offer; `forUpdate` locks it so that two answers to it are made one after the other. */
export const findOffer = offerRows.find;

/** The application's offer that still stands (pending or accepted), if any (offers_live_idx). */
export async function findLiveOffer(db: Db, applicationId: string): Promise<OfferRow | undefined> {
  return findRow(
    db,
    offers,
    and(eq(offers.applicationId, applicationId), inArray(offers.status, ['pending', 'accepted'])),
  );
}

export const insertOffer = offerRows.insert;
export const updateOfferRow = offerRows.update;

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
