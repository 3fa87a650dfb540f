import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  maskEmail,
  REVIEW_CODE_ATTEMPTS,
  REVIEW_CODE_MINUTES,
  type ReviewCodeSent,
  type ReviewSession,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashToken } from '../../lib/secrets.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { secret } from '../mail/mailer.ts';
import { MASK } from '../mail/secrets.ts';
import { linkActor, type SharedAccess } from './shared.service.ts';
import {
  countAuditSince,
  findShortlistByToken,
  spendCodeAttempt,
  updateShortlist,
  type ShortlistView,
} from './shortlists.repository.ts';
import { stateOf, type Deps } from './shortlists.service.ts';

/** A review session lasts this long (never past the link's own expiry). */
export const REVIEW_SESSION_MINUTES = 30;
/** A new code at most once a minute, and at most this many per link per hour. */
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_HOUR = 5;

/** The review link as staff see it: the token is masked like every access link. */
export function maskedReviewLink(publicUrl: string): string {
  return `${publicUrl}/review/${MASK}`;
}

// Review links: token → one-time code by email → a short review session (no account).

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

/** What the link's contact did with the link (no account: the contact is the actor). */
function auditLink(tx: Db, view: ShortlistView, action: string): Promise<void> {
  return writeAudit(tx, {
    actor: linkActor(view),
    action,
    entity: 'shortlist',
    entityId: view.shortlist.id,
    details: { organisationId: view.shortlist.organisationId },
  });
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
      ...(await composeEmail(tx, 'shortlists.code', 'en', {
        fullName: view.contactName,
        organisationName: view.organisationName,
        code: secret('code'),
        minutes: String(REVIEW_CODE_MINUTES),
      })),
      secrets: { code },
    });
    await auditLink(tx, view, 'shortlist.code_sent');
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
    await auditLink(tx, view, 'shortlist.link_opened');
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
