import { asc, count, eq, sql } from 'drizzle-orm';
import { organisationNameKey, type Role } from '@careers/contracts';
import type { Config } from '../config.ts';
import { now } from '../lib/clock.ts';
import { hashPassword } from '../lib/secrets.ts';
import type { Database, Db } from './client.ts';
import {
  admins,
  candidates,
  employers,
  organisationContacts,
  organisations,
  serviceSettings,
  type CandidateLink,
} from './tables.ts';
import { seedCareers } from './seed-careers.ts';
import { seedReviewing } from './seed-reviewing.ts';

/*
 * Demo data for a first look at the product: `npm start` seeds it into an empty embedded database
 * and prints the logins; `npm run seed` seeds whatever database the configuration points to.
 * Every step is idempotent (it skips what exists), so it can run again. Later areas add their own
 * step (vacancies, applications, …) to seedDemo below, taking the accounts seeded here.
 */

export interface SeedLog {
  info(message: string): void;
}

export interface DemoLogin {
  role: Role;
  fullName: string;
  email: string;
  password: string;
}

export const demoAdmin = {
  fullName: 'Morgan Ellis',
  email: 'admin@careers.demo',
  password: 'CareersAdmin2026!',
};

/** The demo employer contact: a confirmed login for the first seeded organisation. */
export const demoEmployer = {
  fullName: 'Jordan Blake',
  email: 'employer@careers.demo',
  password: 'CareersEmployer2026!',
  organisation: 'Northwind Analytics',
  jobTitle: 'Graduate Recruitment Lead',
  phone: '+44 161 496 0199',
};

interface DemoCandidate {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  programme: string;
  level: 'undergraduate' | 'postgraduate' | 'alumni';
  graduationYear: number;
  skills: string[];
  bio: string;
  links: CandidateLink[];
}

export const demoCandidates: DemoCandidate[] = [
  {
    fullName: 'Priya Raman',
    email: 'candidate@careers.demo',
    password: 'CareersStudent2026!',
    phone: '+44 7700 900123',
    programme: 'BSc Computer Science',
    level: 'undergraduate',
    graduationYear: 2026,
    skills: ['TypeScript', 'React', 'SQL', 'Team leadership'],
    bio: 'Final-year computer science student who ran the hackathon society; looking for a graduate software role.',
    links: [{ label: 'GitHub', url: 'https://github.com/priya-raman-demo' }],
  },
  {
    fullName: 'Tomás Okafor',
    email: 'tomas.okafor@careers.demo',
    password: 'CareersStudent2026!',
    phone: '+44 7700 900456',
    programme: 'MSc Environmental Engineering',
    level: 'postgraduate',
    graduationYear: 2026,
    skills: ['GIS', 'Python', 'Life-cycle assessment', 'Technical writing'],
    bio: 'Postgraduate researcher in flood resilience, keen on a placement with an engineering consultancy.',
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/tomas-okafor-demo' }],
  },
  {
    fullName: 'Hannah Whitaker',
    email: 'hannah.whitaker@careers.demo',
    password: 'CareersStudent2026!',
    phone: '+44 7700 900789',
    programme: 'BA History and Politics',
    level: 'alumni',
    graduationYear: 2023,
    skills: ['Research', 'Public speaking', 'Stakeholder engagement', 'Excel'],
    bio: 'History and politics graduate working in local government, exploring policy and charity roles.',
    links: [],
  },
];

async function emailsIn(db: Db, role: Role): Promise<Set<string>> {
  const table = role === 'admin' ? admins : candidates;
  const rows = await db.select({ email: sql<string>`lower(${table.email})` }).from(table);
  return new Set(rows.map((r) => r.email));
}

/** The demo admin and candidates; existing accounts (by email) are left as they are. */
export async function seedDemoAccounts(db: Db): Promise<DemoLogin[]> {
  const at = now();
  const existingAdmins = await emailsIn(db, 'admin');
  if (!existingAdmins.has(demoAdmin.email)) {
    await db
      .insert(admins)
      .values({
        email: demoAdmin.email,
        fullName: demoAdmin.fullName,
        passwordHash: await hashPassword(demoAdmin.password),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
  const existingCandidates = await emailsIn(db, 'candidate');
  for (const c of demoCandidates) {
    if (existingCandidates.has(c.email)) continue;
    const { password, ...profile } = c;
    await db
      .insert(candidates)
      .values({
        ...profile,
        passwordHash: await hashPassword(password),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
  return [
    { role: 'admin', ...demoAdmin },
    ...demoCandidates.map((c) => ({
      role: 'candidate' as const,
      fullName: c.fullName,
      email: c.email,
      password: c.password,
    })),
  ];
}

/** The demo employer contact of its organisation (once that exists); nothing when it does not. */
export async function seedDemoEmployer(db: Db): Promise<DemoLogin | undefined> {
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.nameKey, organisationNameKey(demoEmployer.organisation)))
    .orderBy(asc(organisations.createdAt))
    .limit(1);
  if (!organisation) return undefined;
  const at = now();
  const [created] = await db
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
  if (created) {
    await db.insert(organisationContacts).values({
      organisationId: organisation.id,
      fullName: demoEmployer.fullName,
      email: demoEmployer.email,
      jobTitle: demoEmployer.jobTitle,
      phone: demoEmployer.phone,
      employerId: created.id,
      createdAt: at,
      updatedAt: at,
    });
  }
  const { fullName, email, password } = demoEmployer;
  return { role: 'employer', fullName, email, password };
}

export interface DemoSeedResult {
  logins: DemoLogin[];
}

/** Seeds every demo area in order; each step is idempotent. */
export async function seedDemo(database: Database, log: SeedLog): Promise<DemoSeedResult> {
  const logins = await seedDemoAccounts(database.db);
  log.info(`demo accounts ready: ${logins.length}`);
  // The demo shows the template's screens too; a fresh install without the demo does not.
  await database.db
    .insert(serviceSettings)
    .values({ id: 1, showcase: true, updatedAt: now() })
    .onConflictDoNothing();
  const careers = await seedCareers(database.db);
  if (careers.vacancies > 0) {
    log.info(
      `demo careers data: ${careers.vacancies} vacancies, ${careers.applications} applications`,
    );
  }
  await seedReviewing(database.db, now());
  const employer = await seedDemoEmployer(database.db);
  return { logins: employer ? [...logins, employer] : logins };
}

/** No accounts at all: a database nobody has used yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [a] = await db.select({ n: count() }).from(admins);
  const [c] = await db.select({ n: count() }).from(candidates);
  return (a?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
}

/** `always`, or `auto` on the embedded database; never over existing data. */
export function wantsDemoSeed(config: Pick<Config, 'seedDemo' | 'databaseUrl'>): boolean {
  return config.seedDemo === 'always' || (config.seedDemo === 'auto' && !config.databaseUrl);
}

/** The block printed on start so people can sign in straight away. */
export function formatDemoLogins(logins: DemoLogin[], publicUrl?: string): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  const pwWidth = Math.max(...logins.map((l) => l.password.length));
  const lines = logins.map(
    (l) =>
      `  ${l.role.padEnd(9)}  ${l.email.padEnd(width)}  ${l.password.padEnd(pwWidth)}  (${l.fullName})`,
  );
  const rule = '='.repeat(72);
  return [
    '',
    rule,
    '  Demo data seeded. Sign in with:',
    ...(publicUrl ? [`  ${publicUrl}/login`] : []),
    '',
    ...lines,
    rule,
    '',
  ].join('\n');
}

/** What main.ts runs at start: seeds an empty database when configured to, and prints the logins. */
export async function seedOnStart(
  config: Pick<Config, 'seedDemo' | 'databaseUrl' | 'publicUrl'>,
  database: Database,
  log: SeedLog,
  write: (text: string) => void,
): Promise<boolean> {
  if (!wantsDemoSeed(config) || !(await isDatabaseEmpty(database.db))) return false;
  const { logins } = await seedDemo(database, log);
  write(formatDemoLogins(logins, config.publicUrl));
  return true;
}
