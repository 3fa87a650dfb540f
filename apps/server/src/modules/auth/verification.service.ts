import { authCodes, authMessages, type MailLanguage } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { composeEmail, languageOfCandidate } from '../email-templates/email-templates.service.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import { findAccountById, isEmailVerified, markEmailVerified } from './accounts.repository.ts';
import {
  addressLinksSince,
  insertAddressLink,
  spendAddressLinks,
  useAddressLink,
} from './address-links.repository.ts';

export const VERIFY_HOURS = 48;
/** At most this many confirmation emails (registration's included) per candidate per hour. */
export const VERIFICATIONS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** 403 `email_unverified`: a student who has not confirmed the address may browse, not apply. */
export const emailUnverified = () =>
  new AppError(403, authMessages.emailUnverified, undefined, { code: authCodes.emailUnverified });

/** Refuses (403 `email_unverified`) a candidate whose address is not confirmed yet. */
export async function requireVerifiedEmail(db: Db, candidateId: string): Promise<void> {
  if (!(await isEmailVerified(db, candidateId))) throw emailUnverified();
}

/** Which confirmation email, and the page its link opens. */
export interface VerificationMail {
  /** The email's kind in the template registry (its wording). */
  kind: 'auth.verify' | 'employers.verify';
  /** The page the link opens (it carries `?token=`). */
  page: string;
}

/**
 * Issues a single-use confirmation link (stored by `store` as the token's sha256) and queues
 * its email, in the caller's transaction: candidates' and employer contacts' alike.
 */
export async function issueVerificationLink(
  tx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  to: { email: string; fullName: string; language?: MailLanguage },
  at: Date,
  mail: VerificationMail & { hours: number },
  store: (link: { tokenHash: string; createdAt: Date; expiresAt: Date }) => Promise<void>,
): Promise<void> {
  const token = randomToken();
  await store({
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + mail.hours * HOUR_MS),
  });
  await deps.mailer.queue(tx, {
    to: to.email,
    ...(await composeEmail(tx, mail.kind, to.language ?? 'en', {
      fullName: to.fullName,
      hours: String(mail.hours),
      link: `${deps.publicUrl}${mail.page}?token=${secret('verify')}`,
    })),
    secrets: { verify: token },
  });
}

/**
 * Confirming a self-registered candidate's address: a single-use link, valid 48 hours, token
 * stored as its sha256, mailed through the outbox in the transaction that issues it.
 */
export class VerificationService {
  constructor(private readonly deps: { db: Db; mailer: Mailer; publicUrl: string }) {}

  /** Issues a link and queues its email, in the caller's transaction. */
  async issue(
    tx: Db,
    candidate: { id: string; email: string; fullName: string },
    at: Date,
  ): Promise<void> {
    const mail = { kind: 'auth.verify' as const, page: '/verify-email', hours: VERIFY_HOURS };
    const to = { ...candidate, language: await languageOfCandidate(tx, candidate.id) };
    await issueVerificationLink(tx, this.deps, to, at, mail, (link) =>
      insertAddressLink(tx, 'candidate', candidate.id, link),
    );
  }

  /** Spends the token and confirms the address; 400 `field: 'token'` when not live. */
  async verify(token: string): Promise<{ email: string }> {
    const at = now();
    return withTransaction(this.deps.db, async (tx) => {
      const candidateId = await useAddressLink(tx, 'candidate', hashToken(token), at);
      if (!candidateId) throw badRequest(authMessages.invalidVerificationToken, 'token');
      await markEmailVerified(tx, candidateId, at);
      await spendAddressLinks(tx, 'candidate', candidateId, at);
      const account = await findAccountById(tx, 'candidate', candidateId);
      return { email: account?.email ?? '' };
    });
  }

  /** A new link for the signed-in candidate, at most VERIFICATIONS_PER_HOUR an hour (429). */
  async resend(candidateId: string): Promise<void> {
    const at = now();
    await withTransaction(this.deps.db, async (tx) => {
      const account = await findAccountById(tx, 'candidate', candidateId, { lock: true });
      if (!account) throw unauthorized();
      if (account.emailVerified)
        throw conflict(authMessages.alreadyVerified, undefined, {
          code: authCodes.alreadyVerified,
        });
      const recent = await addressLinksSince(
        tx,
        'candidate',
        candidateId,
        new Date(at.getTime() - HOUR_MS),
      );
      if (recent.length >= VERIFICATIONS_PER_HOUR) {
        const freeing = recent[recent.length - VERIFICATIONS_PER_HOUR] ?? at;
        throw tooManyRequests(
          authMessages.tooManyVerificationEmails,
          (freeing.getTime() + HOUR_MS - at.getTime()) / 1000,
        );
      }
      await this.issue(tx, account, at);
    });
  }
}
