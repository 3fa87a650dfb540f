import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.ts';
import type {} from './client.ts';
import { seedDemoAccounts } from './seed.ts';
import { seedCareers } from './seed-careers.ts';
import {
  admins,
  applicationEvents,
  applications,
  candidates,
  documents,
  organisationContacts,
  organisationNotes,
  organisations,
  shortlistItems,
  shortlists,
  vacancies,
} from './tables.ts';

describe('seedCareers', () => {
  const database = useTestDatabase('pglite', seedDemoAccounts);

  it('seeds vacancies in every status, a cohort of candidates and applications with their history', async () => {
    const { db } = database;
    const result = await seedCareers(db);
    expect(result.vacancies).toBeGreaterThanOrEqual(20);
    expect(result.applications).toBeGreaterThan(60);
    const statuses = await db
      .select({ status: vacancies.status })
      .from(vacancies)
      .groupBy(vacancies.status);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'archived',
      'closed',
      'draft',
      'open',
      'paused',
    ]);
    const [c] = await db.select({ n: count() }).from(candidates);
    expect(c?.n).toBeGreaterThan(40);
    const appStatuses = await db
      .select({ s: applications.status })
      .from(applications)
      .groupBy(applications.status);
    expect(appStatuses.length).toBeGreaterThanOrEqual(7);
    // application_count is consistent with the applications
    const counted = await db
      .select({
        id: vacancies.id,
        stored: vacancies.applicationCount,
        real: count(applications.id),
      })
      .from(vacancies)
      .leftJoin(applications, eq(applications.vacancyId, vacancies.id))
      .groupBy(vacancies.id);
    expect(counted.filter((v) => v.stored !== v.real)).toEqual([]);
    // every application has a history that starts at submitted and ends at its status
    const apps = await db.select().from(applications).limit(20);
    for (const a of apps) {
      const events = await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, a.id))
        .orderBy(applicationEvents.seq);
      expect(events[0]?.toStatus).toBe('submitted');
      expect(events.at(-1)?.toStatus).toBe(a.status);
      if (a.status === 'rejected') expect(events.at(-1)?.reason).toBeTruthy();
      if (a.status === 'rejected') expect(events.at(-1)?.reasonId).toBe(a.reasonId);
      expect(a.documentIds.length).toBeGreaterThan(0);
    }
    // every rejection (and hold) carries an internal reason, on the application and its last move
    const decided = await db.select().from(applications);
    const withoutReason = decided.filter(
      (a) => (a.status === 'rejected' || a.status === 'on_hold') && !a.reasonId,
    );
    expect(decided.some((a) => a.status === 'rejected')).toBe(true);
    expect(withoutReason).toEqual([]);
    const [d] = await db.select({ n: count() }).from(documents);
    expect(d?.n).toBeGreaterThan(20);
    // a careers team: the demo admin's colleagues, one of whom has left
    const team = await db.select().from(admins);
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team.filter((a) => a.status === 'disabled')).toHaveLength(1);
    // dates follow each other: made, published, last changed
    const dates = await db.select().from(vacancies);
    for (const v of dates) {
      if (v.publishedAt)
        expect(v.publishedAt.getTime()).toBeGreaterThanOrEqual(v.createdAt.getTime());
      expect(v.updatedAt.getTime()).toBeGreaterThanOrEqual(
        (v.publishedAt ?? v.createdAt).getTime(),
      );
    }
  });

  it('gives the demo student applications and leaves open roles to apply to', async () => {
    const { db } = database;
    const [student] = await db
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'candidate@careers.demo'));
    const own = await db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, student!.id));
    expect(own.length).toBeGreaterThanOrEqual(3);
    const open = await db.select().from(vacancies).where(eq(vacancies.status, 'open'));
    expect(open.length).toBeGreaterThan(own.length);
  });

  it('shares three noticed applications with Northwind Analytics, awaiting feedback', async () => {
    const { db } = database;
    const [list] = await db
      .select({ id: shortlists.id, organisation: organisations.name })
      .from(shortlists)
      .innerJoin(organisations, eq(organisations.id, shortlists.organisationId));
    expect(list?.organisation).toBe('Northwind Analytics');
    const items = await db
      .select({ feedback: shortlistItems.feedback, notice: applications.noticeVersion })
      .from(shortlistItems)
      .innerJoin(applications, eq(applications.id, shortlistItems.applicationId))
      .where(eq(shortlistItems.shortlistId, list!.id));
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.feedback === null && i.notice)).toBe(true);
  });

  it('seeds organisations: pending registrations, a suspended one, contacts and staff notes', async () => {
    const { db } = database;
    const all = await db.select().from(organisations);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((o) => o.status === 'pending')).toHaveLength(3);
    const suspended = all.filter((o) => o.status === 'suspended');
    expect(suspended).toHaveLength(1);
    expect(suspended[0]?.statusReason).toBeTruthy();
    // Pending organisations are new registrations: no vacancies yet.
    for (const o of all.filter((x) => x.status === 'pending')) {
      const [v] = await db
        .select({ n: count() })
        .from(vacancies)
        .where(eq(vacancies.organisationId, o.id));
      expect(v?.n).toBe(0);
    }
    const contacts = await db.select().from(organisationContacts);
    for (const o of all.filter((x) => x.status === 'approved')) {
      const theirs = contacts.filter((c) => c.organisationId === o.id);
      expect(theirs.length).toBeGreaterThanOrEqual(2);
      expect(theirs.every((c) => c.phone && c.jobTitle)).toBe(true);
    }
    const [notes] = await db.select({ n: count() }).from(organisationNotes);
    expect(notes?.n).toBeGreaterThanOrEqual(2);
  });

  it('does nothing the second time', async () => {
    expect(await seedCareers(database.db)).toEqual({ vacancies: 0, applications: 0 });
  });
});
