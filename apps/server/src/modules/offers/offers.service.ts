import {
  offerMessages,
  type CreateOfferInput,
  type Offer,
  type OfferList,
  type RenegeOfferInput,
  type UpdateOfferInput,
  offerSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { changeStatus } from '../applications/application-status.service.ts';
import { load, type Deps } from '../applications/applications.service.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { dropJobs, planJobs } from './offers.jobs.ts';
import { offerEmail } from './offers.mail.ts';
import {
  findLiveOffer,
  findOffer,
  insertOffer,
  listOffers,
  updateOfferRow,
  type OfferRow,
} from './offers.repository.ts';

/* Offers on applications (issue 20): made by staff, answered by the candidate in the portal. */

export interface OffersDeps extends Deps {
  /** The service's time zone: the deadline in emails is written in it. */
  timeZone: string;
}

type Actor = Viewer & { name?: string | null };

export function toOffer(row: OfferRow): Offer {
  return fromRow(offerSchema, row, ['deadline', 'decidedAt', 'createdAt', 'updatedAt']);
}

function futureDeadline(value: string, at: Date): Date {
  const deadline = new Date(value);
  if (deadline.getTime() <= at.getTime()) throw badRequest(offerMessages.deadlinePast, 'deadline');
  return deadline;
}

export async function list(db: Db, viewer: Viewer, applicationId: string): Promise<OfferList> {
  await load(db, viewer, applicationId);
  return { data: (await listOffers(db, applicationId)).map(toOffer) };
}

/**
 * Staff make an offer on an application that is interviewing (it moves to offered with it) or
 * offered without an offer that stands. Its email carries the terms, instead of the status email.
 */
export async function make(
  deps: OffersDeps,
  viewer: Actor,
  applicationId: string,
  input: CreateOfferInput,
): Promise<Offer> {
  const at = now();
  const deadline = futureDeadline(input.deadline, at);
  try {
    return await withTransaction(deps.db, async (tx) => {
      const application = await load(tx, viewer, applicationId, true);
      if (application.status !== 'interviewing' && application.status !== 'offered') {
        throw conflict(offerMessages.wrongStatus, 'status');
      }
      if (await findLiveOffer(tx, applicationId)) throw conflict(offerMessages.liveOffer, 'status');
      if (application.status === 'interviewing') {
        await changeStatus(
          { ...deps, db: tx },
          viewer,
          applicationId,
          { status: 'offered' },
          { offer: 'made' },
        );
      }
      const row = await insertOffer(tx, {
        applicationId,
        roleTitle: input.roleTitle,
        pay: input.pay,
        startDate: input.startDate,
        location: input.location,
        conditions: input.conditions ?? '',
        deadline,
        status: 'pending',
        madeBy: viewer.id,
        madeByName: viewer.name ?? null,
        createdAt: at,
        updatedAt: at,
      });
      await planJobs(tx, row, at);
      await deps.mailer.queue(
        tx,
        await offerEmail(tx, 'offers.made', application, row, deps.publicUrl, deps.timeZone),
      );
      await auditChange(tx, viewer, 'offer', row.id, 'offer.make', {
        applicationId,
        deadline: isoRequired(deadline),
      });
      return toOffer(row);
    });
  } catch (error) {
    // Two offers made at once: the live-offer index lets one in.
    if (isUniqueViolation(error)) throw conflict(offerMessages.liveOffer, 'status');
    throw error;
  }
}

/** Staff change the terms or the deadline of a pending offer. */
export async function update(
  deps: OffersDeps,
  viewer: Actor,
  id: string,
  input: UpdateOfferInput,
): Promise<Offer> {
  const at = now();
  const deadline = input.deadline === undefined ? undefined : futureDeadline(input.deadline, at);
  return withTransaction(deps.db, async (tx) => {
    const offer = await findOffer(tx, id, true);
    if (!offer) throw notFound('Offer not found');
    if (offer.status !== 'pending') throw conflict(offerMessages.notPending, 'status');
    const patch: Partial<OfferRow> = { updatedAt: at };
    for (const key of ['roleTitle', 'pay', 'startDate', 'location', 'conditions'] as const) {
      const value = input[key];
      if (value !== undefined) patch[key] = value;
    }
    if (deadline) patch.deadline = deadline;
    const row = await updateOfferRow(tx, id, patch);
    if (!row) throw notFound('Offer not found');
    if (deadline) await planJobs(tx, row, at);
    await auditChange(tx, viewer, 'offer', id, 'offer.update', {
      fields: Object.keys(patch).filter((k) => k !== 'updatedAt'),
    });
    return toOffer(row);
  });
}

/**
 * The candidate's answer. The application is locked first (as every move locks it), then the
 * offer: two answers at once are made one after the other, and the second finds it answered (409).
 */
async function answer(
  deps: OffersDeps,
  viewer: Actor,
  id: string,
  decision: 'accepted' | 'declined',
): Promise<Offer> {
  if (viewer.role !== 'candidate') throw forbidden('Only the candidate answers an offer');
  return withTransaction(deps.db, async (tx) => {
    const seen = await findOffer(tx, id);
    if (!seen) throw notFound('Offer not found');
    await load(tx, viewer, seen.applicationId, true);
    const offer = await findOffer(tx, id, true);
    if (!offer) throw notFound('Offer not found');
    if (offer.status !== 'pending') throw conflict(offerMessages.notPending, 'status');
    const at = now();
    if (offer.deadline.getTime() <= at.getTime()) {
      throw conflict(offerMessages.deadlinePassed, 'deadline');
    }
    const row = await updateOfferRow(tx, id, { status: decision, decidedAt: at, updatedAt: at });
    if (!row) throw notFound('Offer not found');
    await dropJobs(tx, id);
    // Accepting hires; declining withdraws the application (the candidate's own move).
    await changeStatus(
      { ...deps, db: tx },
      viewer,
      offer.applicationId,
      { status: decision === 'accepted' ? 'hired' : 'withdrawn' },
      { offer: decision },
    );
    await auditChange(
      tx,
      viewer,
      'offer',
      id,
      `offer.${decision === 'accepted' ? 'accept' : 'decline'}`,
      {
        applicationId: offer.applicationId,
      },
    );
    return toOffer(row);
  });
}

export const accept = (deps: OffersDeps, viewer: Actor, id: string) =>
  answer(deps, viewer, id, 'accepted');
export const decline = (deps: OffersDeps, viewer: Actor, id: string) =>
  answer(deps, viewer, id, 'declined');

/** Staff record that the candidate went back on an accepted offer (the reason is required). */
export async function renege(
  db: Db,
  viewer: Actor,
  id: string,
  input: RenegeOfferInput,
): Promise<Offer> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest('Give the reason the offer was reneged', 'reason');
  return withTransaction(db, async (tx) => {
    const offer = await findOffer(tx, id, true);
    if (!offer) throw notFound('Offer not found');
    if (offer.status !== 'accepted') throw conflict(offerMessages.notAccepted, 'status');
    const at = now();
    const row = await updateOfferRow(tx, id, {
      status: 'reneged',
      renegedReason: reason,
      updatedAt: at,
    });
    if (!row) throw notFound('Offer not found');
    await auditChange(tx, viewer, 'offer', id, 'offer.renege', {
      applicationId: offer.applicationId,
      reason,
    });
    return toOffer(row);
  });
}
