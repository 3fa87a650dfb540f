import { and, eq, sql } from 'drizzle-orm';
import { now } from '../lib/clock.ts';
import { hashPassword } from '../lib/secrets.ts';
import type { Db } from './client.ts';
import type { DemoLogin } from './seed.ts';
import { employers, organisationContacts, organisations } from './tables.ts';

/**
 * The demo employer contact: a verified account of the first demo organisation (an approved
 * one), so the employer portal and vacancy approval can be tried at once. Idempotent.
 */
export const demoEmployer = {
  fullName: 'Morgan Reyes',
  email: 'employer@careers.demo',
  password: 'CareersEmployer2026!',
  organisation: 'Northwind Analytics',
};

export async function seedDemoEmployer(db: Db): Promise<DemoLogin[]> {
  const [existing] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(sql`lower(${employers.email}) = ${demoEmployer.email}`);
  const login: DemoLogin = {
    role: 'employer',
    fullName: demoEmployer.fullName,
    email: demoEmployer.email,
    password: demoEmployer.password,
  };
  if (existing) return [login];
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(eq(organisations.name, demoEmployer.organisation), eq(organisations.status, 'approved')),
    )
    .limit(1);
  if (!organisation) return [];
  const at = now();
  const [account] = await db
    .insert(employers)
    .values({
      email: demoEmployer.email,
      fullName: demoEmployer.fullName,
      passwordHash: await hashPassword(demoEmployer.password),
      organisationId: organisation.id,
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: employers.id });
  if (!account) return [login];
  await db.insert(organisationContacts).values({
    organisationId: organisation.id,
    fullName: demoEmployer.fullName,
    email: demoEmployer.email,
    jobTitle: 'Graduate Recruitment Lead',
    employerId: account.id,
  });
  return [login];
}
