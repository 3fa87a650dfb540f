import { OFFER_REMINDER_BEFORE_MS } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { isoRequired } from '../../lib/sql.ts';
import { findApplication } from '../applications/applications.repository.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { cancel, enqueue, jobDetails, systemActor, type JobContext } from '../jobs/worker.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import { offerEmail } from './offers.mail.ts';
import { findOffer, updateOfferRow, type OfferRow } from './offers.repository.ts';
import type { OffersDeps } from './offers.service.ts';

/* An offer's two jobs in the worker: the reminder before its deadline and its expiry at it. */

export const REMINDER_JOB = 'offers.remind';
export const EXPIRY_JOB = 'offers.expire';
const reminderKey = (offerId: string) => `offer-reminder:${offerId}`;
const expiryKey = (offerId: string) => `offer-expiry:${offerId}`;

/**
 * The offer's jobs, in its transaction: the reminder 48 hours before the deadline (none when the
 * deadline is nearer) and the expiry at the deadline. Re-planned when the deadline moves.
 */
export async function planJobs(tx: Db, offer: OfferRow, at: Date): Promise<void> {
  await cancel(tx, reminderKey(offer.id));
  await cancel(tx, expiryKey(offer.id));
  const remindAt = new Date(offer.deadline.getTime() - OFFER_REMINDER_BEFORE_MS);
  if (remindAt.getTime() > at.getTime()) {
    await enqueue(tx, {
      kind: REMINDER_JOB,
      payload: { offerId: offer.id },
      runAt: remindAt,
      dedupeKey: reminderKey(offer.id),
    });
  }
  await enqueue(tx, {
    kind: EXPIRY_JOB,
    payload: { offerId: offer.id },
    runAt: offer.deadline,
    dedupeKey: expiryKey(offer.id),
  });
}

/** An answered offer needs neither its reminder nor its expiry. */
export async function dropJobs(tx: Db, offerId: string): Promise<void> {
  await cancel(tx, reminderKey(offerId));
  await cancel(tx, expiryKey(offerId));
}

const offerIdOf = (ctx: JobContext) => String(ctx.job.payload['offerId'] ?? '');

/**
 * The reminder job: a pending offer whose deadline is still ahead tells the candidate in the bell
 * and by email. An offer answered meanwhile (its job was taken back, or was already running) gets
 * nothing.
 */
export async function remind(tx: Db, deps: OffersDeps, ctx: JobContext): Promise<void> {
  const offer = await findOffer(tx, offerIdOf(ctx), true);
  if (!offer || offer.status !== 'pending' || offer.deadline <= ctx.now) return;
  const application = await findApplication(tx, offer.applicationId);
  if (!application || application.status !== 'offered') return;
  await notifyCandidate(tx, deps, application.candidateId, {
    kind: 'offer_reminder',
    data: { vacancyTitle: application.vacancyTitle, deadline: isoRequired(offer.deadline) },
    link: `/portal/applications/${application.id}`,
  });
  await deps.mailer.queue(
    tx,
    await offerEmail(tx, 'offers.reminder', application, offer, deps.publicUrl, deps.timeZone),
  );
}

/** The expiry job: a pending offer past its deadline is expired (the application stays offered). */
export async function expire(tx: Db, ctx: JobContext): Promise<void> {
  const offer = await findOffer(tx, offerIdOf(ctx), true);
  if (!offer || offer.status !== 'pending' || offer.deadline > ctx.now) return;
  await updateOfferRow(tx, offer.id, { status: 'expired', decidedAt: ctx.now, updatedAt: ctx.now });
  await writeAudit(tx, {
    actor: systemActor(),
    action: 'offer.expire',
    entity: 'offer',
    entityId: offer.id,
    details: { ...jobDetails(ctx.job), applicationId: offer.applicationId },
  });
}
