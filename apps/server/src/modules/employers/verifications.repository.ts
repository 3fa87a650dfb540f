import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employerVerifications, employers } from '../../db/tables.ts';
import { liveLink } from '../auth/links.repository.ts';

// Links confirming an employer contact's address.

export async function insertEmployerVerification(
  db: Db,
  values: { tokenHash: string; employerId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(employerVerifications).values(values);
}

/** Spends a live verification token in one UPDATE and answers whose it was. */
export async function useEmployerVerification(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(employerVerifications)
    .set({ usedAt: at })
    .where(liveLink(employerVerifications, tokenHash, at))
    .returning({ employerId: employerVerifications.employerId });
  return row?.employerId;
}

/** Confirms the address (once) and spends the other outstanding links; answers the address. */
export async function markEmployerVerified(
  db: Db,
  employerId: string,
  at: Date,
): Promise<string | undefined> {
  await db
    .update(employerVerifications)
    .set({ usedAt: at })
    .where(
      and(eq(employerVerifications.employerId, employerId), isNull(employerVerifications.usedAt)),
    );
  const [row] = await db
    .update(employers)
    .set({
      emailVerifiedAt: sql`coalesce(${employers.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(employers.id, employerId))
    .returning({ email: employers.email });
  return row?.email;
}

export async function countRecentEmployerVerifications(
  db: Db,
  employerId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employerVerifications)
    .where(
      and(
        eq(employerVerifications.employerId, employerId),
        gt(employerVerifications.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
