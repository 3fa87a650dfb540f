import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import {
  admins,
  candidates,
  employers,
  organisations,
  refreshTokens,
  sessions,
} from '../../db/tables.ts';
import { findRow, updateRow } from '../../lib/sql.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: {
    tokenHash: string;
    familyId: string;
    userId: string;
    role: Role;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live token rotated and answers it; answers nothing when it was already rotated, revoked
 * or expired. One UPDATE, so of many concurrent refreshes of one token exactly one wins.
 */
export async function rotateRefreshToken(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<RefreshTokenRow | undefined> {
  return updateRow(
    db,
    refreshTokens,
    and(
      eq(refreshTokens.tokenHash, tokenHash),
      isNull(refreshTokens.rotatedAt),
      isNull(refreshTokens.revokedAt),
      gt(refreshTokens.expiresAt, at),
    ),
    { rotatedAt: at },
  );
}

export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return findRow(db, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
}

export async function insertSession(
  db: Db,
  values: { id: string; userId: string; role: Role; createdAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** What every authenticated request needs to know: is the session live and the account active? */
export interface LiveSession {
  fullName: string;
  status: 'active' | 'disabled' | 'archived';
  /** An employer contact's organisation (null for staff and students). */
  organisationId: string | null;
}

/**
 * The session, if it is live and belongs to this user, with the account's status and name: one
 * primary-key lookup joined to the account's primary key, on every authenticated request.
 */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  role: Role,
  userId: string,
): Promise<LiveSession | undefined> {
  const live = and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    eq(sessions.role, role),
    isNull(sessions.revokedAt),
  );
  if (role === 'employer') {
    // A contact of a suspended or rejected organisation is shut out like a disabled account.
    const [row] = await db
      .select({
        fullName: employers.fullName,
        status: sql<
          LiveSession['status']
        >`case when ${organisations.status} in ('suspended', 'rejected') then 'disabled' else ${employers.status} end`,
        organisationId: employers.organisationId,
      })
      .from(sessions)
      .innerJoin(employers, eq(employers.id, sessions.userId))
      .innerJoin(organisations, eq(organisations.id, employers.organisationId))
      .where(live)
      .limit(1);
    return row;
  }
  const account = role === 'admin' ? admins : candidates;
  const [row] = await db
    .select({
      fullName: account.fullName,
      status: account.status,
      organisationId: sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(account, eq(account.id, sessions.userId))
    .where(live)
    .limit(1);
  return row;
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a user, or every one but `exceptFamilyId`. */
export async function revokeUserSessions(
  db: Db,
  role: Role,
  userId: string,
  at: Date,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.role, role),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptFamilyId ? ne(sessions.id, exceptFamilyId) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.role, role),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
