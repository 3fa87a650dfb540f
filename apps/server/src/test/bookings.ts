import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Application, Booking, Slot } from '@careers/contracts';
import { now } from '../lib/clock.ts';
import { callAs } from './app.ts';
import { careersCalls } from './careers.ts';
import { createCandidate, type TestUser } from './users.ts';

const HOUR = 3_600_000;

/** What booking tests do through the API, so each file does not restate it. */
export function bookingCalls(app: FastifyInstance, admin: TestUser) {
  const calls = careersCalls(app);
  const inHours = (hours: number) => new Date(now().getTime() + hours * HOUR).toISOString();

  async function slot(overrides: Record<string, unknown> = {}, as: TestUser = admin) {
    const res = await callAs(app, as, 'POST', '/slots', {
      purpose: 'appointment',
      appointmentType: 'cv_review',
      startsAt: inHours(72),
      durationMinutes: 30,
      location: 'Careers Centre, room 2.14',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Slot>();
  }

  const book = (user: TestUser, slotId: string, body: Record<string, unknown> = {}) =>
    callAs(app, user, 'POST', `/slots/${slotId}/bookings`, body);

  async function booked(user: TestUser, slotId: string, body: Record<string, unknown> = {}) {
    const res = await book(user, slotId, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Booking>();
  }

  /** A new candidate whose application to a new vacancy is interviewing. */
  async function interviewing(name = 'Amara Nwosu') {
    const candidate = await createCandidate(app, name);
    const vacancy = await calls.openVacancy(admin, { requiredDocuments: [] });
    const applied = await calls.apply(candidate, vacancy.id, []);
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json<Application>();
    for (const status of ['under_review', 'shortlisted', 'interviewing']) {
      const moved = await calls.moveApplication(admin, application.id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { candidate, vacancy, application };
  }

  return { calls, inHours, slot, book, booked, interviewing };
}
