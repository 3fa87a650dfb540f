import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  SHARING_NOTICE_VERSION,
  type ApplicationStatus,
  type DocumentKind,
} from '@careers/contracts';
import { now } from '../lib/clock.ts';
import { hashPassword } from '../lib/secrets.ts';
import { simplePdf } from '../lib/simple-pdf.ts';
import type { Db } from './client.ts';
import {
  admins,
  candidates,
  applicationDocuments,
  applicationEvents,
  applications,
  documents,
  vacancies,
  applicationReasons,
} from './tables.ts';
import {
  careersStaff,
  demoVacancies,
  employers,
  firstNames,
  lastNames,
  programmes,
  rejectionReasons,
  skillPool,
} from './seed-careers-data.ts';
import { markdownFor, outcomes, pathTo, prng } from './seed-helpers.ts';
import { seedOrganisations } from './seed-organisations.ts';
import { seedShortlist } from './seed-shortlists.ts';

const DAY = 86_400_000;
export const DEMO_STUDENT_PASSWORD = 'CareersStudent2026!';

/**
 * Careers demo data: employers' vacancies in every status, candidates across programmes and years,
 * their documents, and applications at every stage with their history. Skipped if vacancies exist.
 */
export async function seedCareers(db: Db): Promise<{ vacancies: number; applications: number }> {
  const [existing] = await db.select({ n: count() }).from(vacancies);
  if ((existing?.n ?? 0) > 0) return { vacancies: 0, applications: 0 };
  const rand = prng(20261122);
  const at = now();
  const [admin] = await db
    .select({ id: admins.id, fullName: admins.fullName })
    .from(admins)
    .limit(1);

  // Candidates: the demo accounts plus a cohort across programmes and graduation years.
  const passwordHash = await hashPassword(DEMO_STUDENT_PASSWORD);
  const cohort = firstNames.map((first, i) => {
    const last = lastNames[(i * 7) % lastNames.length]!;
    const [programme, level] = programmes[i % programmes.length]!;
    const year = level === 'alumni' ? 2021 + (i % 4) : at.getUTCFullYear() + (i % 3);
    const skills = [...new Set([rand.pick(skillPool), rand.pick(skillPool), rand.pick(skillPool)])];
    const created = new Date(at.getTime() - rand.int(20, 400) * DAY);
    return {
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@students.careers.demo',
      fullName: `${first} ${last}`,
      passwordHash,
      programme,
      level,
      graduationYear: year,
      skills,
      bio: `${programme} ${level === 'alumni' ? 'graduate' : 'student'} interested in ${skills[0]?.toLowerCase()} and ${skills.at(-1)?.toLowerCase()}.`,
      status: i % 17 === 16 ? ('archived' as const) : ('active' as const),
      createdAt: created,
      updatedAt: created,
    };
  });
  await db.insert(candidates).values(cohort).onConflictDoNothing();

  // The careers team around the demo admin. Their password is random and never printed: they are
  // there to be seen and managed on the admins screen, not to sign in.
  const staffHash = await hashPassword(randomBytes(24).toString('base64url'));
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY);
  await db
    .insert(admins)
    .values(
      careersStaff.map((s) => ({
        email: s.email,
        fullName: s.fullName,
        passwordHash: staffHash,
        status: s.status,
        createdAt: daysAgo(s.joinedDaysAgo),
        updatedAt: daysAgo(s.status === 'disabled' ? (s.lastSignInDaysAgo ?? 0) : s.joinedDaysAgo),
        lastLoginAt: s.lastSignInDaysAgo === null ? null : daysAgo(s.lastSignInDaysAgo),
      })),
    )
    .onConflictDoNothing();
  const people = await db
    .select({
      id: candidates.id,
      fullName: candidates.fullName,
      email: candidates.email,
      status: candidates.status,
    })
    .from(candidates);
  const active = people.filter((p) => p.status === 'active');

  // Every employer is an approved organisation; its vacancies belong to it.
  const organisationIdOf = await seedOrganisations(db, { at, admin });

  // Vacancies in every status.
  const vacancyRows = await db
    .insert(vacancies)
    .values(
      demoVacancies.map((v, i) => {
        const employer = employers[v.employer]!;
        const closesAt = new Date(
          Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + v.closesInDays, 17),
        );
        const createdAt = new Date(at.getTime() - (35 + i) * DAY);
        const published = v.status === 'draft' ? null : new Date(createdAt.getTime() + 2 * DAY);
        return {
          title: v.title,
          organisationId: organisationIdOf.get(employer.name)!,
          employerName: employer.name,
          employerWebsite: employer.website,
          employerContactEmail: `graduates@${new URL(employer.website).hostname}`,
          location: employer.city,
          workplace: v.workplace,
          type: v.type,
          sector: employer.sector,
          description: markdownFor(v, employer.name),
          salary: v.salary
            ? { min: v.salary[0], max: v.salary[1], currency: 'GBP', period: v.salary[2] }
            : null,
          positions: v.positions,
          closesAt,
          requiredDocuments: v.required,
          eligibility: { levels: v.levels, graduationYears: [] },
          status: v.status,
          publishedAt: published,
          closedAt: v.status === 'closed' || v.status === 'archived' ? closesAt : null,
          createdBy: admin?.id ?? null,
          createdAt,
          updatedAt: published ?? createdAt,
        };
      }),
    )
    .returning();

  // Documents are made as applications need them: one per candidate and kind, inserted in bulk.
  const documentRows: (typeof documents.$inferInsert)[] = [];
  const docIds = new Map<string, string>();
  function documentFor(person: (typeof people)[number], kind: DocumentKind): string {
    const key = `${person.id}:${kind}`;
    const known = docIds.get(key);
    if (known) return known;
    const label = {
      cv: 'CV',
      cover_letter: 'Cover letter',
      transcript: 'Transcript',
      certificate: 'Certificate',
      other: 'Document',
    }[kind];
    const bytes = simplePdf(
      [person.fullName, label, person.email, 'University Careers Service demo document'],
      `${label} — ${person.fullName}`,
    );
    const id = randomUUID();
    documentRows.push({
      id,
      candidateId: person.id,
      kind,
      fileName: `${person.fullName} ${label}.pdf`,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      createdAt: new Date(at.getTime() - rand.int(30, 60) * DAY),
    });
    docIds.set(key, id);
    return id;
  }
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  const eventRows: (typeof applicationEvents.$inferInsert)[] = [];
  const counts = new Map<string, number>();

  // The internal reasons the migration brings: seeded rejections and holds carry one, so the
  // dashboard's figures by reason show on the demo data. Picked by turn, not from `rand`, so the
  // rest of the demo data stays as it was.
  const defaultReasons = await db
    .select({ id: applicationReasons.id, kinds: applicationReasons.kinds })
    .from(applicationReasons)
    .orderBy(applicationReasons.name);
  const reasonsFor = (kind: 'rejected' | 'on_hold') =>
    defaultReasons.filter((r) => r.kinds.includes(kind)).map((r) => r.id);
  const reasonIds = { rejected: reasonsFor('rejected'), on_hold: reasonsFor('on_hold') };
  const reasonOf = (status: ApplicationStatus, turn: number): string | null =>
    status === 'rejected' || status === 'on_hold'
      ? (reasonIds[status][turn % reasonIds[status].length] ?? null)
      : null;

  const demoStudent = people.find((p) => p.email === 'candidate@careers.demo');
  let applicationTotal = 0;
  const weighted = outcomes.flatMap(([s, w]) => Array<ApplicationStatus>(w).fill(s));
  for (const [i, vacancy] of vacancyRows.entries()) {
    if (vacancy.status === 'draft') continue;
    const applicants = new Set<(typeof active)[number]>();
    // The demo student has a few applications at different stages; some open roles stay free.
    if (demoStudent && [0, 2, 5, 7, 18].includes(i)) applicants.add(demoStudent);
    const wanted = rand.int(3, 9);
    while (applicants.size < wanted) {
      const p = rand.pick(active);
      if (p !== demoStudent) applicants.add(p);
    }
    for (const person of applicants) {
      const final =
        vacancy.status === 'open' && vacancy.closesAt > at
          ? rand.pick(weighted)
          : rand.pick(['rejected', 'hired', 'offered', 'withdrawn'] as const);
      const steps = pathTo(final, rand);
      const submittedAt = new Date(
        at.getTime() - rand.int(steps.length, 29) * DAY - rand.int(0, 8) * 3_600_000,
      );
      const stepGap = Math.max(
        3_600_000,
        Math.floor((at.getTime() - submittedAt.getTime()) / (steps.length + 1)),
      );
      const documentIds = [];
      for (const kind of vacancy.requiredDocuments)
        documentIds.push(await documentFor(person, kind));
      const last = steps.at(-1)!;
      const decided = last === 'hired' || last === 'rejected';
      const updatedAt = new Date(submittedAt.getTime() + (steps.length - 1) * stepGap);
      const applicationId = randomUUID();
      applicationRows.push({
        id: applicationId,
        vacancyId: vacancy.id,
        candidateId: person.id,
        status: last,
        heldFrom: last === 'on_hold' ? steps.at(-2)! : null,
        reasonId: reasonOf(last, applicationRows.length),
        coverNote:
          rand.next() < 0.6
            ? `I would love to bring my experience to ${vacancy.employerName}; the ${vacancy.title.toLowerCase()} role fits what I have been working towards.`
            : null,
        documentIds,
        submittedAt,
        updatedAt,
        decidedAt: decided ? updatedAt : null,
        vacancyTitle: vacancy.title,
        employerName: vacancy.employerName,
        candidateName: person.fullName,
        candidateEmail: person.email,
        // Made under the sharing notice, so staff may share them with the organisation.
        noticeVersion: SHARING_NOTICE_VERSION,
      });
      eventRows.push(
        ...steps.map((to, s) => ({
          applicationId,
          fromStatus: s === 0 ? null : steps[s - 1]!,
          toStatus: to,
          actorId: s === 0 || to === 'withdrawn' ? person.id : (admin?.id ?? null),
          actorRole: s === 0 || to === 'withdrawn' ? ('candidate' as const) : ('admin' as const),
          actorName: s === 0 || to === 'withdrawn' ? person.fullName : (admin?.fullName ?? null),
          reason: to === 'rejected' ? rand.pick(rejectionReasons) : null,
          reasonId: s === steps.length - 1 ? reasonOf(to, applicationRows.length - 1) : null,
          createdAt: new Date(submittedAt.getTime() + s * stepGap),
        })),
      );
      applicationTotal++;
    }
    await db
      .update(vacancies)
      .set({ applicationCount: applicants.size })
      .where(eq(vacancies.id, vacancy.id));
  }
  // Bulk inserts in chunks (bind parameters are limited per statement).
  const chunks = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
      rows.slice(i * size, i * size + size),
    );
  await db.transaction(async (tx) => {
    for (const part of chunks(documentRows, 100)) await tx.insert(documents).values(part);
    for (const part of chunks(applicationRows, 200)) await tx.insert(applications).values(part);
    const attached = applicationRows.flatMap(({ id, documentIds }) =>
      id && documentIds ? documentIds.map((documentId) => ({ applicationId: id, documentId })) : [],
    );
    for (const part of chunks(attached, 500))
      await tx.insert(applicationDocuments).values(part).onConflictDoNothing();
    for (const part of chunks(eventRows, 400)) await tx.insert(applicationEvents).values(part);
    for (const [id, n] of counts) {
      await tx.update(vacancies).set({ applicationCount: n }).where(eq(vacancies.id, id));
    }
    await seedShortlist(tx, applicationRows, organisationIdOf, admin, at);
  });
  return { vacancies: vacancyRows.length, applications: applicationTotal };
}
