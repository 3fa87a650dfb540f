import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Booking, Slot } from '@careers/contracts';
import { now } from '../lib/clock.ts';
import { callAs } from './app.ts';
import { careersCalls } from './careers.ts';
import { createAdmin, type TestUser } from './users.ts';

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
  const interviewing = (name?: string) => calls.interviewing(admin, name);

  return { calls, inHours, slot, book, booked, interviewing };
}

export type BookingCalls = ReturnType<typeof bookingCalls>;

/** The booking calls of a describe block, as `admin`, and the staff it signed up for them. */
export type BookingSuite = BookingCalls & { admin: TestUser; colleague: TestUser };

/**
 * For one describe block: Priya Raman, the first member of staff, signs up before its tests (and
 * her colleague Daniel Clarke with `{ colleague: true }`); the booking calls are made as her. Use
 * it inside tests and hooks: `b.slot()`, `callAs(t.app, b.admin, …)`.
 *
 * `t` is the suite's app (useTestApp) or its app with an SMTP server (appWithSmtp).
 */
export function bookingSuite(
  t: { app: FastifyInstance } | { t: { app: FastifyInstance } },
  opts: { colleague?: boolean } = {},
): BookingSuite {
  const suite = {} as BookingSuite;
  beforeAll(async () => {
    const { app } = 't' in t ? t.t : t;
    const admin = await createAdmin(app, undefined, 'Priya Raman');
    Object.assign(suite, bookingCalls(app, admin), { admin });
    if (opts.colleague) suite.colleague = await createAdmin(app, admin, 'Daniel Clarke');
  });
  return suite;
}
