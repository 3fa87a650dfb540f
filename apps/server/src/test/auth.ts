import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@careers/contracts';
import { markVerified } from './verified.ts';
import { now } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/secrets.ts';
import { insertAddressLink } from '../modules/auth/address-links.repository.ts';
import { insertPasswordReset } from '../modules/auth/links.repository.ts';
import { linkParam, type TestSmtp } from './smtp.ts';

/** A password that passes the rules, for test accounts. */
export const testPassword = 'Tangerine-Orbit-42';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh unique email, so tests in one file do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@uni.example.ac.uk`;
}

async function post<T>(app: FastifyInstance, url: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/**
 * Registers a candidate through the API and answers the session. The address counts as
 * confirmed (as seeded accounts do) unless `verified: false` keeps it as registration left it.
 */
export async function registerCandidate(
  app: FastifyInstance,
  input: Partial<{ email: string; password: string; fullName: string; verified: boolean }> = {},
): Promise<AuthResponse> {
  const session = await post<AuthResponse>(app, '/api/v1/candidate/register', {
    email: input.email ?? uniqueEmail('candidate'),
    password: input.password ?? testPassword,
    fullName: input.fullName ?? 'Test Candidate',
  });
  if (input.verified === false) return session;
  await markVerified(app, session.userData.id);
  return { ...session, userData: { ...session.userData, emailVerified: true } };
}

/**
 * An admin session: the first admin of an empty system registers without an invitation; later
 * ones are invited by `inviter`.
 */
export async function registerAdmin(
  app: FastifyInstance,
  input: Partial<{ email: string; password: string; fullName: string }> = {},
  inviter?: AuthResponse,
): Promise<AuthResponse> {
  const email = input.email ?? uniqueEmail('admin');
  let invitationToken: string | undefined;
  if (inviter) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: bearer(inviter.accessToken),
      payload: { email },
    });
    invitationToken = res.json<{ token: string }>().token;
  }
  return post(app, '/api/v1/admin/register', {
    email,
    password: input.password ?? testPassword,
    fullName: input.fullName ?? 'Test Admin',
    ...(invitationToken ? { invitationToken } : {}),
  });
}

/**
 * Runs the due jobs, so queued mail reaches the test's SMTP server, and answers the token in the
 * newest link to `path` mailed to `to`.
 */
export async function tokenMailedTo(
  app: FastifyInstance,
  smtp: TestSmtp,
  to: string,
  path: string,
  param: string,
): Promise<string | undefined> {
  await app.jobs.runDue();
  const mail = smtp
    .mailTo(to)
    .filter((m) => m.text.includes(path))
    .at(-1);
  return mail ? linkParam(mail.text, path, param) : undefined;
}

/** A password-reset token for a candidate, written straight to the database (no email sent). */
export async function candidateResetToken(
  app: FastifyInstance,
  userId: string,
  validMs = 30 * 60_000,
): Promise<string> {
  const token = randomToken();
  const at = now();
  await insertPasswordReset(app.database.db, {
    tokenHash: hashToken(token),
    userId,
    role: 'candidate',
    createdAt: at,
    expiresAt: new Date(at.getTime() + validMs),
  });
  return token;
}

/** A live verification link for the candidate, as registration mails one. */
export async function candidateVerificationToken(
  app: FastifyInstance,
  candidateId: string,
  validMs = 48 * 60 * 60_000,
): Promise<string> {
  const token = randomToken();
  const at = now();
  await insertAddressLink(app.database.db, 'candidate', candidateId, {
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + validMs),
  });
  return token;
}
