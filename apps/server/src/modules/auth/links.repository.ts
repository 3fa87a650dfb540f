import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { admins, employerInvitations, invitations, passwordResets } from '../../db/tables.ts';
import type { employerVerifications, emailVerifications } from '../../db/tables.ts';
import { countRows, findRow } from '../../lib/sql.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(
  db: Db,
  values: {
    tokenHash: string;
    email: string;
    invitedBy: string;
    createdAt: Date;
    sentAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(invitations).values(values);
}

export async function findInvitation(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return findRow(db, invitations, eq(invitations.tokenHash, tokenHash));
}

/** Invitations neither used nor revoked (expired ones too: they can be resent), soonest expiry first. */
export async function listPendingInvitations(db: Db) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      invitedBy: admins.fullName,
      createdAt: invitations.createdAt,
      sentAt: invitations.sentAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(admins, eq(admins.id, invitations.invitedBy))
    .where(and(isNull(invitations.usedAt), isNull(invitations.revokedAt)))
    .orderBy(asc(invitations.expiresAt), asc(invitations.id))
    .limit(500);
}

/** The invitation, locked against a concurrent use, resend or revoke. */
export async function lockInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).for('update');
  return row;
}

/** A new token and expiry for a pending invitation: the old link stops working. */
export async function reissueInvitation(
  db: Db,
  id: string,
  values: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.update(invitations).set(values).where(eq(invitations.id, id));
}

export async function revokeInvitation(
  db: Db,
  id: string,
  revokedBy: string,
  at: Date,
): Promise<void> {
  await db.update(invitations).set({ revokedAt: at, revokedBy }).where(eq(invitations.id, id));
}

/**
 * Spends a pending invitation, to the staff side or to the employer portal; false when it was
 * used or revoked meanwhile.
 */
export async function useInvitation(
  db: Db,
  to: 'admin' | 'employer',
  id: string,
  usedBy: string,
  at: Date,
): Promise<boolean> {
  const table = to === 'admin' ? invitations : employerInvitations;
  const rows = await db
    .update(table)
    .set({ usedAt: at, usedBy })
    .where(and(eq(table.id, id), isNull(table.usedAt), isNull(table.revokedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** A one-time link that still works at `at`: this token, not used and not expired. */
export function liveLink(
  table: typeof passwordResets | typeof emailVerifications | typeof employerVerifications,
  tokenHash: string,
  at: Date,
): SQL | undefined {
  return and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, at));
}

export async function insertPasswordReset(
  db: Db,
  values: { tokenHash: string; userId: string; role: Role; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Spends a live reset token in one UPDATE and answers whose it was; nothing when not live. */
export async function usePasswordReset(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<{ userId: string; role: Role } | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(liveLink(passwordResets, tokenHash, at))
    .returning({ userId: passwordResets.userId, role: passwordResets.role });
  return row;
}

/** Spends every other outstanding reset link of the user once the password changed. */
export async function spendUserResets(db: Db, role: Role, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.role, role),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/** Reset links issued to a user since `since` (to cap how many emails one address receives). */
export async function countRecentResets(
  db: Db,
  role: Role,
  userId: string,
  since: Date,
): Promise<number> {
  return countRows(
    db,
    passwordResets,
    and(
      eq(passwordResets.role, role),
      eq(passwordResets.userId, userId),
      gt(passwordResets.createdAt, since),
    ),
  );
}
