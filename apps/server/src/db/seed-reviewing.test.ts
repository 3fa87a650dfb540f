import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.ts';
import { now } from '../lib/clock.ts';
import type {} from './client.ts';
import { seedDemoAccounts } from './seed.ts';
import { seedCareers } from './seed-careers.ts';
import { seedReviewing } from './seed-reviewing.ts';
import {
  applicationAnswers,
  applications,
  candidates,
  jobs,
  messages,
  offers,
  vacancyQuestions,
} from './tables.ts';

describe('seedReviewing', () => {
  const database = useTestDatabase('pglite', async (db) => {
    await seedDemoAccounts(db);
    await seedCareers(db);
    await seedReviewing(db, now());
  });

  it('asks screening questions on open vacancies and answers them on their applications', async () => {
    const { db } = database;
    const questions = await db.select().from(vacancyQuestions);
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(questions.map((q) => q.kind))).toEqual(
      new Set(['yes_no', 'long_text', 'single_choice', 'short_text']),
    );
    const [answered] = await db.select({ n: count() }).from(applicationAnswers);
    expect(answered?.n).toBeGreaterThan(0);
  });

  it('gives every offered application a pending offer with its reminder, and every hire an accepted one', async () => {
    const { db } = database;
    const reached = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(inArray(applications.status, ['offered', 'hired']));
    expect(reached.length).toBeGreaterThan(0);
    const made = await db.select().from(offers);
    for (const application of reached) {
      const offer = made.find((o) => o.applicationId === application.id);
      expect(offer?.status).toBe(application.status === 'hired' ? 'accepted' : 'pending');
    }
    const pending = made.filter((o) => o.status === 'pending');
    const reminders = await db.select({ key: jobs.dedupeKey }).from(jobs);
    for (const offer of pending) {
      expect(reminders.map((r) => r.key).some((k) => k?.includes(offer.id))).toBe(true);
    }
  });

  it('leaves two messages in the demo student’s inbox, one unread', async () => {
    const { db } = database;
    const [student] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, 'candidate@careers.demo'));
    const inbox = await db.select().from(messages).where(eq(messages.candidateId, student!.id));
    expect(inbox).toHaveLength(2);
    expect(inbox.filter((m) => m.readAt === null)).toHaveLength(1);
  });

  it('seeds once', async () => {
    await seedReviewing(database.db, now());
    const [q] = await database.db.select({ n: count() }).from(vacancyQuestions);
    const [m] = await database.db.select({ n: count() }).from(messages);
    expect({ questions: q?.n, messages: m?.n }).toEqual({ questions: 4, messages: 2 });
  });
});
