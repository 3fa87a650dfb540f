import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  maskEmail,
  REVIEW_CODE_ATTEMPTS,
  REVIEW_CODE_MINUTES,
  sharedProfileFields,
  type CreateShortlistInput,
  type ReviewCodeSent,
  type ReviewSession,
  type SharedCandidate,
  type SharedShortlist,
  type SharedShortlistSummary,
  type Shortlist,
  type ShortlistFeedbackInput,
  type ShortlistRecipient,
  type ShortlistState,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  forbidden,
  tooManyRequests,
} from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { insertEvent } from '../applications/applications.repository.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findDocumentContent, findDocumentsByIds } from '../documents/documents.repository.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import { MASK } from '../mail/secrets.ts';
import { notifyStaff } from '../notifications/notifications.service.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import {
  countAuditSince,
  findApplicationsToShare,
  findContact,
  findShortlist,
  findShortlistByToken,
  insertShortlist,
  listContacts,
  listItems,
  listPortalShortlists,
  listShortlists,
  revokeOrganisationShortlists,
  spendCodeAttempt,
  updateItemFeedback,
  updateShortlist,
  type ItemView,
  type ShortlistView,
} from './shortlists.repository.ts';

export interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Signs review sessions (the server's JWT secret). */
  sessionSecret: string;
}

/** A review session lasts this long (never past the link's own expiry). */
export const REVIEW_SESSION_MINUTES = 30;
/** A new code at most once a minute, and at most this many per link per hour. */
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_HOUR = 5;

const DAY_MS = 86_400_000;

/**
 * Who reads a shared shortlist: an employer contact signed in to the portal, or the named contact
 * through a review link (no account; their audit entries carry the contact's id and name).
 */
export type SharedAccess =
  { kind: 'portal'; viewer: Viewer } | { kind: 'link'; view: ShortlistView };

function stateOf(row: ShortlistView['shortlist'], at: Date): ShortlistState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'active';
}

function toShortlist(view: ShortlistView, items: ItemView[], at: Date): Shortlist {
  const row = view.shortlist;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: view.organisationName,
    vacancyId: row.vacancyId,
    vacancyTitle: view.vacancyTitle,
    title: row.title,
    message: row.message,
    via: row.tokenHash ? 'link' : 'portal',
    contactId: row.contactId,
    contactName: view.contactName,
    contactEmail: view.contactEmail ? maskEmail(view.contactEmail) : null,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    state: stateOf(row, at),
    sharedByName: row.sharedByName,
    createdAt: isoRequired(row.createdAt),
    itemCount: items.length,
    answeredCount: items.filter((i) => i.item.feedback).length,
    items: items.map((i) => ({
      applicationId: i.item.applicationId,
      candidateName: i.candidateName,
      vacancyTitle: i.vacancyTitle,
      status: i.status,
      feedback: i.item.feedback,
      comment: i.item.comment,
      feedbackAt: iso(i.item.feedbackAt),
      feedbackByName: i.item.feedbackByName,
    })),
  };
}

/** The review link as staff see it: the token is masked like every access link. */
export function maskedReviewLink(publicUrl: string): string {
  return `${publicUrl}/review/${MASK}`;
}

// ---------------------------------------------------------------------------------------------
// Staff

function staffActor(viewer: Viewer): AuditActor {
  return { id: viewer.id, role: viewer.role, name: viewer.name ?? null };
}

/**
 * Shares applications of one organisation's vacancies: in the portal, or by a review link mailed
 * to a named contact without an account. Only applications made under the sharing notice.
 */
export async function create(
  deps: Deps,
  viewer: Viewer,
  input: CreateShortlistInput & { expiresInDays: number },
): Promise<Shortlist> {
  const at = now();
  const ids = [...new Set(input.applicationIds)];
  const id = await withTransaction(deps.db, async (tx) => {
    const apps = await findApplicationsToShare(tx, ids);
    if (apps.length !== ids.length) throw notFound('Application not found');
    const organisationIds = new Set(apps.map((a) => a.organisationId));
    if (organisationIds.size > 1) {
      throw badRequest(
        'Share applications for one organisation’s vacancies at a time',
        'applicationIds',
      );
    }
    const unnoticed = apps.filter((a) => !a.noticeVersion);
    if (unnoticed.length > 0) {
      throw conflict(
        `${unnoticed.map((a) => `The application of ${a.candidateName}`).join('; ')} was made before the sharing notice and cannot be shared`,
        'applicationIds',
        { applicationIds: unnoticed.map((a) => a.id) },
      );
    }
    const organisationId = apps[0]!.organisationId;
    const organisation = await findOrganisation(tx, organisationId);
    if (!organisation) throw notFound('Organisation not found');
    if (organisation.status !== 'approved') {
      throw conflict(
        `${organisation.name} is ${organisation.status}: only an approved organisation can receive candidates`,
        'applicationIds',
      );
    }
    const vacancyIds = [...new Set(apps.map((a) => a.vacancyId))];
    const vacancyId = vacancyIds.length === 1 ? vacancyIds[0]! : null;

    let contact: Awaited<ReturnType<typeof findContact>>;
    let token: string | null = null;
    if (input.via === 'link') {
      contact = input.contactId ? await findContact(tx, input.contactId) : undefined;
      if (!contact || contact.organisationId !== organisationId) {
        throw badRequest(`Choose a contact of ${organisation.name}`, 'contactId');
      }
      if (contact.employerId) {
        throw conflict(
          `${contact.fullName} signs in to the employer portal: share it there instead of by link`,
          'contactId',
        );
      }
      token = randomToken();
    }
    const title =
      input.title?.trim() ||
      (vacancyId ? `Candidates for ${await vacancyTitleOf(tx, vacancyId)}` : 'Shared candidates');
    const row = await insertShortlist(
      tx,
      {
        organisationId,
        vacancyId,
        title,
        message: input.message?.trim() || null,
        contactId: contact?.id ?? null,
        tokenHash: token ? hashToken(token) : null,
        expiresAt: token ? new Date(at.getTime() + input.expiresInDays * DAY_MS) : null,
        sharedBy: viewer.id,
        sharedByName: viewer.name ?? null,
        createdAt: at,
      },
      ids,
    );
    if (token && contact) {
      const expires = new Date(at.getTime() + input.expiresInDays * DAY_MS);
      await deps.mailer.queue(tx, {
        to: contact.email,
        subject: `Candidates shared with ${organisation.name} for your feedback`,
        text: [
          `Hello ${contact.fullName},`,
          '',
          `The University Careers Service has shared ${ids.length === 1 ? 'a candidate' : `${ids.length} candidates`} with you: ${title}.`,
          ...(row.message ? ['', row.message] : []),
          '',
          `Open the review page: ${deps.publicUrl}/review/${secret('review')}`,
          `It works until ${expires.toUTCString()}. When you open it we email you a one-time code.`,
          '',
          'University Careers Service',
        ].join('\n'),
        secrets: { review: token },
      });
    }
    if (!token) {
      // Contacts who sign in hear of a portal share by email (the link needs their sign-in).
      const members = (await listContacts(tx, organisationId)).filter((c) => c.employerId);
      for (const member of members) {
        await deps.mailer.queue(tx, {
          to: member.email,
          subject: `Candidates shared with ${organisation.name} for your feedback`,
          text: [
            `Hello ${member.fullName},`,
            '',
            `The University Careers Service has shared ${ids.length === 1 ? 'a candidate' : `${ids.length} candidates`} with you: ${title}.`,
            ...(row.message ? ['', row.message] : []),
            '',
            `See them in your employer portal: ${deps.publicUrl}/employer/shortlists/${row.id}`,
            '',
            'University Careers Service',
          ].join('\n'),
        });
      }
    }
    await writeAudit(tx, {
      actor: staffActor(viewer),
      action: 'shortlist.share',
      entity: 'shortlist',
      entityId: row.id,
      details: {
        organisationId,
        via: input.via,
        applicationIds: ids,
        ...(contact ? { contactId: contact.id } : {}),
        expiresAt: iso(row.expiresAt),
      },
    });
    return row.id;
  });
  return get(deps.db, id);
}

async function vacancyTitleOf(db: Db, vacancyId: string): Promise<string> {
  return (await findVacancy(db, vacancyId))?.title ?? 'a vacancy';
}

/** The organisation's contacts the share dialog offers (addresses masked). */
export async function recipients(db: Db, organisationId: string): Promise<ShortlistRecipient[]> {
  const rows = await listContacts(db, organisationId);
  return rows.map((c) => ({
    id: c.id,
    fullName: c.fullName,
    jobTitle: c.jobTitle,
    email: maskEmail(c.email),
    hasAccount: c.employerId !== null,
  }));
}

export async function list(
  db: Db,
  q: { organisationId?: string | undefined; vacancyId?: string | undefined },
): Promise<Shortlist[]> {
  const views = await listShortlists(db, q);
  const items = await listItems(
    db,
    views.map((v) => v.shortlist.id),
  );
  const at = now();
  return views.map((v) =>
    toShortlist(
      v,
      items.filter((i) => i.item.shortlistId === v.shortlist.id),
      at,
    ),
  );
}

export async function get(db: Db, id: string): Promise<Shortlist> {
  const view = await findShortlist(db, id);
  if (!view) throw notFound('Shortlist not found');
  return toShortlist(view, await listItems(db, [id]), now());
}

/** Withdraws a shortlist: its link stops working and contacts no longer see it. */
export async function revoke(db: Db, viewer: Viewer, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const view = await findShortlist(tx, id, true);
    if (!view) throw notFound('Shortlist not found');
    if (view.shortlist.revokedAt) return;
    await updateShortlist(tx, id, { revokedAt: now(), codeHash: null, codeExpiresAt: null });
    await writeAudit(tx, {
      actor: staffActor(viewer),
      action: 'shortlist.revoke',
      entity: 'shortlist',
      entityId: id,
      details: { organisationId: view.shortlist.organisationId },
    });
  });
}

/**
 * Revokes every live shortlist of an organisation, in the caller's transaction (suspending an
 * organisation calls this: its review links stop at once). Answers how many were revoked.
 */
export async function revokeForOrganisation(
  tx: Db,
  organisationId: string,
  at: Date = now(),
): Promise<number> {
  return revokeOrganisationShortlists(tx, organisationId, at);
}

// ---------------------------------------------------------------------------------------------
// Employer portal and review links

function accessActor(access: SharedAccess): AuditActor {
  if (access.kind === 'portal') {
    return { id: access.viewer.id, role: 'employer', name: access.viewer.name ?? null };
  }
  return {
    id: access.view.shortlist.contactId,
    role: 'review_link',
    name: access.view.contactName,
  };
}

/** An employer contact reads only their organisation's live portal shares; others are not found. */
async function loadForEmployer(db: Db, viewer: Viewer, id: string): Promise<ShortlistView> {
  const view = await findShortlist(db, id);
  if (
    !view ||
    !viewer.organisationId ||
    view.shortlist.organisationId !== viewer.organisationId ||
    view.shortlist.tokenHash ||
    view.shortlist.revokedAt ||
    view.organisationStatus !== 'approved'
  ) {
    throw notFound('Shortlist not found');
  }
  return view;
}

async function loadFor(db: Db, access: SharedAccess, id: string): Promise<ShortlistView> {
  if (access.kind === 'portal') return loadForEmployer(db, access.viewer, id);
  return access.view;
}

export async function listShared(db: Db, viewer: Viewer): Promise<SharedShortlistSummary[]> {
  if (!viewer.organisationId) return [];
  const views = await listPortalShortlists(db, viewer.organisationId);
  const items = await listItems(
    db,
    views.map((v) => v.shortlist.id),
  );
  return views.map((v) => {
    const own = items.filter((i) => i.item.shortlistId === v.shortlist.id);
    return {
      id: v.shortlist.id,
      title: v.shortlist.title,
      vacancyTitle: v.vacancyTitle,
      sharedByName: v.shortlist.sharedByName,
      createdAt: isoRequired(v.shortlist.createdAt),
      itemCount: own.length,
      awaitingCount: own.filter((i) => !i.item.feedback).length,
    };
  });
}

function sharedProfile(item: ItemView): SharedCandidate['profile'] {
  const profile: SharedCandidate['profile'] = {};
  for (const field of sharedProfileFields) {
    if (field === 'skills') profile.skills = item.skills;
    else if (field === 'programme') profile.programme = item.programme;
    else if (field === 'level') profile.level = item.level;
    else profile.graduationYear = item.graduationYear;
  }
  return profile;
}

/** Only what the notice says is shared: name, cover note, documents, the listed profile fields. */
export async function readShared(
  db: Db,
  access: SharedAccess,
  id: string,
): Promise<SharedShortlist> {
  const view = await loadFor(db, access, id);
  const items = await listItems(db, [view.shortlist.id]);
  const docs = await findDocumentsByIds(
    db,
    items.flatMap((i) => i.documentIds),
  );
  await writeAudit(db, {
    actor: accessActor(access),
    action: 'shortlist.view',
    entity: 'shortlist',
    entityId: view.shortlist.id,
    details: {
      organisationId: view.shortlist.organisationId,
      via: access.kind,
      applicationIds: items.map((i) => i.item.applicationId),
    },
  });
  return {
    id: view.shortlist.id,
    organisationName: view.organisationName,
    title: view.shortlist.title,
    message: view.shortlist.message,
    vacancyTitle: view.vacancyTitle,
    sharedByName: view.shortlist.sharedByName,
    createdAt: isoRequired(view.shortlist.createdAt),
    expiresAt: iso(view.shortlist.expiresAt),
    candidates: items.map((i) => ({
      applicationId: i.item.applicationId,
      candidateName: i.candidateName,
      vacancyTitle: i.vacancyTitle,
      coverNote: i.coverNote,
      submittedAt: isoRequired(i.submittedAt),
      profile: sharedProfile(i),
      documents: i.documentIds.flatMap((docId) => {
        const d = docs.find((x) => x.id === docId);
        return d
          ? [{ id: d.id, kind: d.kind, fileName: d.fileName, mimeType: d.mimeType, size: d.size }]
          : [];
      }),
      feedback: i.item.feedback,
      comment: i.item.comment,
      feedbackAt: iso(i.item.feedbackAt),
      feedbackByName: i.item.feedbackByName,
    })),
  };
}

async function sharedItem(db: Db, view: ShortlistView, applicationId: string) {
  const items = await listItems(db, [view.shortlist.id]);
  const item = items.find((i) => i.item.applicationId === applicationId);
  if (!item) throw notFound('Application not found in this shortlist');
  return item;
}

/** A document of a shared application, audited. */
export async function downloadShared(
  db: Db,
  access: SharedAccess,
  id: string,
  applicationId: string,
  documentId: string,
) {
  const view = await loadFor(db, access, id);
  const item = await sharedItem(db, view, applicationId);
  if (!item.documentIds.includes(documentId)) throw notFound('Document not found');
  const doc = await findDocumentContent(db, documentId);
  if (!doc) throw notFound('Document not found');
  await writeAudit(db, {
    actor: accessActor(access),
    action: 'shortlist.document_download',
    entity: 'document',
    entityId: documentId,
    details: {
      shortlistId: view.shortlist.id,
      applicationId,
      organisationId: view.shortlist.organisationId,
      via: access.kind,
      fileName: doc.fileName,
    },
  });
  return doc;
}

/**
 * The employer's answer on one candidate: kept on the item, written into the application's
 * history (the status does not change), and staff are notified.
 */
export async function giveFeedback(
  deps: Deps,
  access: SharedAccess,
  id: string,
  applicationId: string,
  input: ShortlistFeedbackInput,
): Promise<SharedCandidate> {
  const at = now();
  const view = await loadFor(deps.db, access, id);
  const actor = accessActor(access);
  const comment = input.comment?.trim() || null;
  await withTransaction(deps.db, async (tx) => {
    const locked = await findShortlist(tx, view.shortlist.id, true);
    if (!locked || locked.shortlist.revokedAt) throw notFound('Shortlist not found');
    const item = await sharedItem(tx, view, applicationId);
    await updateItemFeedback(tx, view.shortlist.id, applicationId, {
      feedback: input.feedback,
      comment,
      feedbackAt: at,
      feedbackByName: actor.name ?? null,
    });
    await insertEvent(tx, {
      applicationId,
      fromStatus: item.status,
      toStatus: item.status,
      actorId: access.kind === 'portal' ? access.viewer.id : null,
      actorRole: 'employer',
      actorName: `${actor.name ?? 'Employer'} (${view.organisationName})`,
      reason: comment,
      feedback: input.feedback,
      createdAt: at,
    });
    await notifyStaff(tx, deps, {
      kind: 'shortlist_feedback',
      data: {
        candidateName: item.candidateName,
        vacancyTitle: item.vacancyTitle,
        organisationName: view.organisationName,
        feedback: input.feedback,
      },
      link: `/careers/applications/${applicationId}`,
    });
    await writeAudit(tx, {
      actor,
      action: 'shortlist.feedback',
      entity: 'application',
      entityId: applicationId,
      details: {
        shortlistId: view.shortlist.id,
        organisationId: view.shortlist.organisationId,
        via: access.kind,
        feedback: input.feedback,
      },
    });
  });
  const shared = await readSharedQuiet(deps.db, view);
  const candidate = shared.find((c) => c.applicationId === applicationId);
  if (!candidate) throw notFound('Application not found in this shortlist');
  return candidate;
}

/** The candidates after a change (the change itself is audited; this re-read is not a view). */
async function readSharedQuiet(db: Db, view: ShortlistView): Promise<SharedCandidate[]> {
  const items = await listItems(db, [view.shortlist.id]);
  const docs = await findDocumentsByIds(
    db,
    items.flatMap((i) => i.documentIds),
  );
  return items.map((i) => ({
    applicationId: i.item.applicationId,
    candidateName: i.candidateName,
    vacancyTitle: i.vacancyTitle,
    coverNote: i.coverNote,
    submittedAt: isoRequired(i.submittedAt),
    profile: sharedProfile(i),
    documents: i.documentIds.flatMap((docId) => {
      const d = docs.find((x) => x.id === docId);
      return d
        ? [{ id: d.id, kind: d.kind, fileName: d.fileName, mimeType: d.mimeType, size: d.size }]
        : [];
    }),
    feedback: i.item.feedback,
    comment: i.item.comment,
    feedbackAt: iso(i.item.feedbackAt),
    feedbackByName: i.item.feedbackByName,
  }));
}

// ---------------------------------------------------------------------------------------------
// Review links: token → one-time code by email → a short review session

const gone = (message: string) => new AppError(410, message);

/** The link's shortlist while it works: unknown 404, withdrawn or past its date 410. */
function liveLink(view: ShortlistView | undefined, at: Date): ShortlistView {
  if (!view || !view.shortlist.tokenHash) throw notFound('This review link does not exist');
  const state = stateOf(view.shortlist, at);
  if (state === 'revoked') {
    throw gone('This review link was withdrawn by the careers service');
  }
  if (state === 'expired') throw gone('This review link has expired');
  // A suspended (or no longer approved) organisation's links stop with it.
  if (view.organisationStatus !== 'approved') {
    throw gone('This review link was withdrawn by the careers service');
  }
  if (!view.contactEmail) throw gone('This review link no longer has a contact');
  return view;
}

function codeHashOf(shortlistId: string, code: string): string {
  return hashToken(`review-code:${shortlistId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Mails a fresh one-time code to the link's contact (once a minute, five an hour). */
export async function sendCode(deps: Deps, token: string): Promise<ReviewCodeSent> {
  const at = now();
  return withTransaction(deps.db, async (tx) => {
    const view = liveLink(await findShortlistByToken(tx, hashToken(token), true), at);
    const row = view.shortlist;
    if (row.codeExpiresAt) {
      const issuedAt = row.codeExpiresAt.getTime() - REVIEW_CODE_MINUTES * 60_000;
      const wait = issuedAt + CODE_RESEND_SECONDS * 1000 - at.getTime();
      if (wait > 0)
        throw tooManyRequests('A code was just sent: wait a minute for another', wait / 1000);
    }
    const sent = await countAuditSince(
      tx,
      'shortlist.code_sent',
      row.id,
      new Date(at.getTime() - 3_600_000),
    );
    if (sent >= CODES_PER_HOUR) {
      throw tooManyRequests('Too many codes were sent for this link: try again in an hour', 3600);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await updateShortlist(tx, row.id, {
      codeHash: codeHashOf(row.id, code),
      codeExpiresAt: new Date(at.getTime() + REVIEW_CODE_MINUTES * 60_000),
      codeAttempts: 0,
    });
    await deps.mailer.queue(tx, {
      to: view.contactEmail!,
      subject: `Your code to review candidates shared with ${view.organisationName}`,
      text: [
        `Hello ${view.contactName ?? ''},`,
        '',
        `Your one-time code is ${secret('code')}`,
        `It works for ${REVIEW_CODE_MINUTES} minutes. If you did not ask for it, ignore this email.`,
        '',
        'University Careers Service',
      ].join('\n'),
      secrets: { code },
    });
    await writeAudit(tx, {
      actor: { id: row.contactId, role: 'review_link', name: view.contactName },
      action: 'shortlist.code_sent',
      entity: 'shortlist',
      entityId: row.id,
      details: { organisationId: row.organisationId },
    });
    return { sentTo: maskEmail(view.contactEmail!), expiresInMinutes: REVIEW_CODE_MINUTES };
  });
}

function sign(secretKey: string, shortlistId: string, tokenHash: string, exp: number): string {
  return createHmac('sha256', secretKey)
    .update(`review-session:${shortlistId}:${tokenHash}:${exp}`)
    .digest('base64url');
}

/** Spends the code (five tries) and answers a review session for this link only. */
export async function openSession(deps: Deps, token: string, code: string): Promise<ReviewSession> {
  const at = now();
  const tokenHash = hashToken(token);
  // Tries are counted in their own commit, so a wrong code cannot roll its count back.
  const outcome = await withTransaction(deps.db, async (tx) => {
    const view = liveLink(await findShortlistByToken(tx, tokenHash, true), at);
    const row = view.shortlist;
    if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= at.getTime()) {
      return { fail: badRequest('This code has expired: ask for a new one', 'code') };
    }
    const attempts = await spendCodeAttempt(tx, row.id);
    if (attempts > REVIEW_CODE_ATTEMPTS) {
      await updateShortlist(tx, row.id, { codeHash: null });
      return {
        fail: tooManyRequests('Too many wrong codes: ask for a new one', CODE_RESEND_SECONDS),
      };
    }
    if (!sameHash(row.codeHash, codeHashOf(row.id, code))) {
      return { fail: badRequest('That code is not right: check the email and try again', 'code') };
    }
    await updateShortlist(tx, row.id, { codeHash: null, codeExpiresAt: null, codeAttempts: 0 });
    await writeAudit(tx, {
      actor: { id: row.contactId, role: 'review_link', name: view.contactName },
      action: 'shortlist.link_opened',
      entity: 'shortlist',
      entityId: row.id,
      details: { organisationId: row.organisationId },
    });
    return { view };
  });
  if ('fail' in outcome) throw outcome.fail;
  const row = outcome.view.shortlist;
  const exp = Math.min(
    at.getTime() + REVIEW_SESSION_MINUTES * 60_000,
    row.expiresAt?.getTime() ?? Number.MAX_SAFE_INTEGER,
  );
  return {
    session: `${row.id}.${exp}.${sign(deps.sessionSecret, row.id, tokenHash, exp)}`,
    expiresAt: new Date(exp).toISOString(),
  };
}

/** The link's shortlist for a request carrying a valid review session; 401 otherwise. */
export async function linkAccess(
  deps: Deps,
  token: string,
  session: string | undefined,
): Promise<SharedAccess> {
  const at = now();
  const tokenHash = hashToken(token);
  const view = liveLink(await findShortlistByToken(deps.db, tokenHash), at);
  const [id, expText, signature] = (session ?? '').split('.');
  const exp = Number(expText);
  const valid =
    id === view.shortlist.id &&
    Number.isFinite(exp) &&
    exp > at.getTime() &&
    !!signature &&
    sameHash(signature, sign(deps.sessionSecret, view.shortlist.id, tokenHash, exp));
  // 403, not 401: the visitor has no account session to refresh.
  if (!valid) throw forbidden('Enter the code we email you to open this review');
  return { kind: 'link', view };
}
