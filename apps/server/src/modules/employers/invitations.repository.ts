import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@careers/contracts';
import { returnedRow, type Db } from '../../db/client.ts';
import { admins, employerInvitations, employers } from '../../db/tables.ts';

export type EmployerInvitationRow = typeof employerInvitations.$inferSelect;

// Invitations to join an organisation.

export async function insertEmployerInvitation(
  db: Db,
  values: {
    tokenHash: string;
    organisationId: string;
    email: string;
    invitedByRole: Role;
    invitedBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<EmployerInvitationRow> {
  return returnedRow(await db.insert(employerInvitations).values(values).returning());
}

/** The invitation a token stands for, locked for registering with it. */
export function findEmployerInvitationByHash(
  db: Db,
  tokenHash: string,
): Promise<EmployerInvitationRow | undefined> {
  return lockInvitationWhere(db, eq(employerInvitations.tokenHash, tokenHash));
}

export function lockEmployerInvitation(
  db: Db,
  id: string,
): Promise<EmployerInvitationRow | undefined> {
  return lockInvitationWhere(db, eq(employerInvitations.id, id));
}

async function lockInvitationWhere(db: Db, where: SQL): Promise<EmployerInvitationRow | undefined> {
  const [row] = await db.select().from(employerInvitations).where(where).limit(1).for('update');
  return row;
}

/** Invitations of the organisation neither used nor revoked (expired ones too), newest first. */
export async function listPendingEmployerInvitations(
  db: Db,
  organisationId: string,
): Promise<EmployerInvitationRow[]> {
  return db
    .select()
    .from(employerInvitations)
    .where(
      and(
        eq(employerInvitations.organisationId, organisationId),
        isNull(employerInvitations.usedAt),
        isNull(employerInvitations.revokedAt),
      ),
    )
    .orderBy(sql`${employerInvitations.createdAt} desc`, asc(employerInvitations.id))
    .limit(200);
}

export async function revokeEmployerInvitation(db: Db, id: string, at: Date): Promise<void> {
  await db.update(employerInvitations).set({ revokedAt: at }).where(eq(employerInvitations.id, id));
}

/** The inviter's name for the email: an admin or a contact. */
export async function inviterName(db: Db, role: Role, id: string): Promise<string | null> {
  const t = role === 'admin' ? admins : employers;
  const [row] = await db.select({ name: t.fullName }).from(t).where(eq(t.id, id)).limit(1);
  return row?.name ?? null;
}
