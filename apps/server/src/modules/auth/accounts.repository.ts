import { eq, sql } from 'drizzle-orm';
import type { Role } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { admins, candidates, employers, organisations } from '../../db/tables.ts';
import { countRows } from '../../lib/sql.ts';

/** What authentication needs of an admin or a candidate; they live in separate tables. */
export interface Account {
  id: string;
  role: Role;
  email: string;
  fullName: string;
  avatar: string | null;
  passwordHash: string;
  status: 'active' | 'disabled' | 'archived';
  /** Staff are invited to their address; a self-registered candidate confirms it by a link. */
  emailVerified: boolean;
  /** An employer contact's organisation (null for staff and students). */
  organisationId: string | null;
}

const tableOf = (role: Role) =>
  role === 'admin' ? admins : role === 'employer' ? employers : candidates;

function columns(role: Role) {
  const t = tableOf(role);
  return {
    id: t.id,
    email: t.email,
    fullName: t.fullName,
    avatar: t.avatar,
    passwordHash: t.passwordHash,
    // A contact of a suspended or rejected organisation is shut out like a disabled account.
    status:
      role === 'employer'
        ? sql<
            Account['status']
          >`case when (select ${organisations.status} from ${organisations} where ${organisations.id} = ${employers.organisationId}) in ('suspended', 'rejected') then 'disabled' else ${employers.status} end`
        : t.status,
    emailVerified:
      role === 'admin'
        ? sql<boolean>`true`
        : sql<boolean>`(${role === 'employer' ? employers.emailVerifiedAt : candidates.emailVerifiedAt} is not null)`,
    organisationId: role === 'employer' ? employers.organisationId : sql<string | null>`null`,
  };
}

/** Emails are stored lower-cased; comparing lower(email) uses the unique index. */
export async function findAccountByEmail(
  db: Db,
  role: Role,
  email: string,
): Promise<Account | undefined> {
  const t = tableOf(role);
  const [row] = await db
    .select(columns(role))
    .from(t)
    .where(sql`lower(${t.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? { ...row, role } : undefined;
}

export async function findAccountById(
  db: Db,
  role: Role,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<Account | undefined> {
  const t = tableOf(role);
  const query = db.select(columns(role)).from(t).where(eq(t.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('no key update') : await query;
  return row ? { ...row, role } : undefined;
}

export async function insertAccount(
  db: Db,
  role: Role,
  values: { email: string; fullName: string; passwordHash: string; createdAt: Date },
): Promise<Account> {
  // Employer contacts belong to an organisation: the employer module inserts them.
  if (role === 'employer') throw new Error('employer accounts are created with their organisation');
  const row = { ...values, updatedAt: values.createdAt };
  // A self-registered candidate starts unverified (the column's default is for older accounts).
  const [created] =
    role === 'admin'
      ? await db.insert(admins).values(row).returning(columns('admin'))
      : await db
          .insert(candidates)
          .values({ ...row, emailVerifiedAt: null })
          .returning(columns('candidate'));
  if (!created) throw new Error('account insert returned nothing');
  return { ...created, role };
}

export async function updatePasswordHash(
  db: Db,
  role: Role,
  id: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  const t = tableOf(role);
  await db.update(t).set({ passwordHash, updatedAt: at }).where(eq(t.id, id));
}

export async function touchLastLogin(db: Db, role: Role, id: string, at: Date): Promise<void> {
  const t = tableOf(role);
  await db.update(t).set({ lastLoginAt: at }).where(eq(t.id, id));
}

/** Serialises admin registrations (until the transaction ends), so two "first admins" cannot both get in. */
const ADMIN_REGISTRATION_LOCK = 5_170_001;
export async function lockAdminRegistrations(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_REGISTRATION_LOCK})`);
}

export async function countAdmins(db: Db): Promise<number> {
  return countRows(db, admins);
}

/** Marks the candidate's address verified (once: a later call keeps the first time). */
export async function markEmailVerified(db: Db, candidateId: string, at: Date): Promise<void> {
  await db
    .update(candidates)
    .set({
      emailVerifiedAt: sql`coalesce(${candidates.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(candidates.id, candidateId));
}

/** Whether the candidate confirmed the address (false for an unknown id). */
export async function isEmailVerified(db: Db, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: candidates.emailVerifiedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return Boolean(row?.at);
}
