import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employers } from '../../db/tables.ts';
import { spendAddressLinks } from '../auth/address-links.repository.ts';

// Links confirming an employer contact's address.

/** Confirms the address (once) and spends the other outstanding links; answers the address. */
export async function markEmployerVerified(
  db: Db,
  employerId: string,
  at: Date,
): Promise<string | undefined> {
  await spendAddressLinks(db, 'employer', employerId, at);
  const [row] = await db
    .update(employers)
    .set({
      emailVerifiedAt: sql`coalesce(${employers.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(employers.id, employerId))
    .returning({ email: employers.email });
  return row?.email;
}
