import { randomUUID } from 'node:crypto';
import { authMessages, type TokenPair } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { now } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { findAccountById, type Account } from './accounts.repository.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeFamily,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions.repository.ts';

export const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Sessions: a short access token (JWT) plus a refresh token that rotates on every use. The tokens
 * of one sign-in form a family; presenting a rotated token means someone kept a copy, so the whole
 * family is revoked (theft detection).
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly jwtSecret: string,
    private readonly accessTokenSeconds: number,
  ) {}

  /** A new session (new family) for an account that just signed in or registered. */
  async start(account: Pick<Account, 'id' | 'role'>): Promise<TokenPair> {
    const id = randomUUID();
    await insertSession(this.db, {
      id,
      userId: account.id,
      role: account.role,
      createdAt: now(),
    });
    return this.issue(account, id);
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const at = now();
    const tokenHash = hashToken(refreshToken);
    const rotated = await rotateRefreshToken(this.db, tokenHash, at);
    if (!rotated) {
      const known = await findRefreshToken(this.db, tokenHash);
      if (known?.rotatedAt) await revokeFamily(this.db, known.familyId, at);
      throw unauthorized(authMessages.invalidRefreshToken);
    }
    const account = await findAccountById(this.db, rotated.role, rotated.userId);
    if (!account || account.status === 'disabled') {
      await revokeFamily(this.db, rotated.familyId, at);
      throw unauthorized(authMessages.invalidRefreshToken);
    }
    return this.issue(account, rotated.familyId);
  }

  /** Ends the session the token belongs to; unknown tokens are ignored (nothing to reveal). */
  async logout(refreshToken: string): Promise<void> {
    const known = await findRefreshToken(this.db, hashToken(refreshToken));
    if (known) await revokeFamily(this.db, known.familyId, now());
  }

  revokeAll(account: Pick<Account, 'id' | 'role'>, exceptSessionId?: string): Promise<void> {
    return revokeUserSessions(this.db, account.role, account.id, now(), exceptSessionId);
  }

  private async issue(account: Pick<Account, 'id' | 'role'>, familyId: string): Promise<TokenPair> {
    const at = now();
    const refreshToken = randomToken();
    await insertRefreshToken(this.db, {
      tokenHash: hashToken(refreshToken),
      familyId,
      userId: account.id,
      role: account.role,
      createdAt: at,
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    });
    const accessToken = await signAccessToken(
      this.jwtSecret,
      { sub: account.id, role: account.role, sid: familyId },
      this.accessTokenSeconds,
    );
    return { accessToken, refreshToken };
  }
}
