import type { Booking, Slot } from '@careers/contracts';
import type { TestUser } from '../users.ts';
import type { Account, OperationCase, World } from '../world.ts';
import { DEFAULT_SCORECARD_CRITERIA } from '@careers/contracts';
import { all, signedIn, staffOnly } from './expectations.ts';

const DAY = 86_400_000;

/** A valid slot: an adviser appointment a week ahead (or an interview for `vacancyId`). */
export const slotBody = (overrides: Record<string, unknown> = {}) => ({
  purpose: 'appointment',
  appointmentType: 'cv_review',
  startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
  durationMinutes: 30,
  location: 'Careers Centre, room 2.14',
  capacity: 1,
  ...overrides,
});

async function post<T>(w: World, user: TestUser, url: string, payload: object): Promise<T> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: user.auth,
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`${url} answered ${res.body}`);
  return res.json<T>();
}

/** A new slot published by the world's admin. */
export const freshSlot = (w: World, overrides: Record<string, unknown> = {}) =>
  post<Slot>(w, w.admin, '/slots', slotBody(overrides));

/** A new slot with the owner booked into it. */
export async function freshBooking(w: World): Promise<Booking> {
  const slot = await freshSlot(w);
  return post<Booking>(w, w.owner, `/slots/${slot.id}/bookings`, {});
}

/** A live feed token (`<token>.ics`) of a new member of staff's. */
async function feedToken(w: World): Promise<string> {
  const staff = await w.fresh.admin();
  const made = await post<{ url: string }>(w, staff, '/calendar-feed', {});
  return made.url.slice(made.url.lastIndexOf('/') + 1);
}

/** A vacancy of the world's employer's own organisation (a draft they wrote). */
const employerVacancy = (w: World) => w.fresh.calls.draftVacancy(w.employer);

/** A new application of the owner's to an open vacancy of the world's employer's organisation. */
async function employerApplication(w: World): Promise<string> {
  const vacancy = await w.fresh.calls.openVacancy(w.admin, {
    organisationId: w.employer.organisationId,
  });
  const res = await w.fresh.calls.apply(w.owner, vacancy.id, [w.document.id]);
  if (res.statusCode !== 201) throw new Error(`apply answered ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A full scorecard on the default criteria. */
const scorecardBody = {
  scores: Object.fromEntries(DEFAULT_SCORECARD_CRITERIA.map((c) => [c, 4])),
  recommendation: 'yes',
  comments: 'Clear, well-prepared answers.',
};

/** Staff and employer contacts reach slots; an employer contact only their organisation's. */
const keepers = (admin: number, employer: number): Record<Account, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin,
  disabledAdmin: 401,
  employer,
});
/** Candidates for themselves (another's booking is not found) and staff; never employers. */
const bookers = (owner: number, other: number, admin: number): Record<Account, number> => ({
  anonymous: 401,
  owner,
  other,
  admin,
  disabledAdmin: 401,
  employer: 403,
});

/**
 * Bookings (issue 21): staff manage every slot; an employer contact their organisation's
 * vacancies' interview slots (the world's employer owns none of the others); candidates list
 * what is offered to them and book; staff book for a candidate.
 */
export const bookingOperations: Record<string, OperationCase[]> = {
  'GET /api/v1/slots': [
    { example: () => ({ query: { purpose: 'appointment' } }), expect: keepers(200, 200) },
    {
      name: "one member of staff's, of a type",
      example: (w) => ({ query: { hostAdminId: w.admin.id, appointmentType: 'cv_review' } }),
      expect: keepers(200, 200),
    },
  ],
  'POST /api/v1/slots': [
    { name: 'appointment', example: () => ({ body: slotBody() }), expect: keepers(201, 403) },
    {
      name: "a colleague's appointment",
      example: async (w) => ({ body: slotBody({ hostAdminId: (await w.fresh.admin()).id }) }),
      expect: keepers(201, 403),
    },
    {
      name: "another organisation's interview",
      example: (w) => ({ body: slotBody({ purpose: 'interview', vacancyId: w.vacancy.id }) }),
      expect: keepers(201, 400),
    },
    {
      name: "the employer's own interview",
      example: async (w) => ({
        body: slotBody({ purpose: 'interview', vacancyId: (await employerVacancy(w)).id }),
      }),
      expect: keepers(201, 201),
    },
  ],
  'GET /api/v1/slots/:id': [
    {
      example: async (w) => ({ params: { id: (await freshSlot(w)).id } }),
      expect: keepers(200, 404),
    },
  ],
  'PATCH /api/v1/slots/:id': [
    {
      example: async (w) => ({ params: { id: (await freshSlot(w)).id }, body: { capacity: 3 } }),
      expect: keepers(200, 404),
    },
    {
      name: 'handed to a colleague',
      example: async (w) => ({
        params: { id: (await freshSlot(w)).id },
        body: { hostAdminId: (await w.fresh.admin()).id },
      }),
      expect: keepers(200, 404),
    },
  ],
  'POST /api/v1/slots/:id/move': [
    {
      example: async (w) => ({
        params: { id: (await freshSlot(w)).id },
        body: { startsAt: new Date(Date.now() + 8 * DAY).toISOString() },
      }),
      expect: keepers(200, 404),
    },
  ],
  'DELETE /api/v1/slots/:id': [
    {
      example: async (w) => ({ params: { id: (await freshSlot(w)).id } }),
      expect: keepers(204, 404),
    },
  ],
  'GET /api/v1/bookable-slots': [{ example: () => ({}), expect: bookers(200, 200, 403) }],
  'POST /api/v1/slots/:id/bookings': [
    {
      name: 'for oneself',
      example: async (w) => ({
        params: { id: (await freshSlot(w)).id },
        body: { adjustments: 'Step-free access' },
      }),
      expect: bookers(201, 201, 409),
    },
    {
      name: 'for the owner',
      example: async (w) => ({
        params: { id: (await freshSlot(w)).id },
        body: { candidateId: w.owner.id },
      }),
      expect: bookers(201, 403, 201),
    },
  ],
  'GET /api/v1/bookings': [{ example: () => ({}), expect: signedIn(200) }],
  'POST /api/v1/bookings/:id/cancel': [
    {
      example: async (w) => ({ params: { id: (await freshBooking(w)).id } }),
      expect: bookers(200, 404, 200),
    },
  ],
  'POST /api/v1/bookings/:id/rebook': [
    {
      example: async (w) => ({
        params: { id: (await freshBooking(w)).id },
        body: { slotId: (await freshSlot(w)).id },
      }),
      expect: bookers(200, 404, 200),
    },
  ],
  'GET /api/v1/vacancies/:id/scorecard-criteria': [
    { example: (w) => ({ params: { id: w.vacancy.id } }), expect: staffOnly(200) },
  ],
  'PUT /api/v1/vacancies/:id/scorecard-criteria': [
    {
      example: (w) => ({
        params: { id: w.vacancy.id },
        body: { criteria: ['Motivation', 'Teamwork'] },
      }),
      expect: staffOnly(200),
    },
  ],
  // Scorecards: staff on any application; an employer contact on one to their organisation's
  // vacancy (another organisation's is not found); candidates never, not even on their own.
  'GET /api/v1/applications/:id/scorecards': [
    {
      name: "another organisation's application",
      example: (w) => ({ params: { id: w.application.id } }),
      expect: keepers(200, 404),
    },
    {
      name: "the employer's own vacancy's application",
      example: async (w) => ({ params: { id: await employerApplication(w) } }),
      expect: keepers(200, 200),
    },
  ],
  'PUT /api/v1/applications/:id/scorecards/mine': [
    {
      name: "another organisation's application",
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: scorecardBody,
      }),
      expect: keepers(200, 404),
    },
    {
      name: "the employer's own vacancy's application",
      example: async (w) => ({
        params: { id: await employerApplication(w) },
        body: scorecardBody,
      }),
      expect: keepers(200, 200),
    },
  ],
  'GET /api/v1/bookings/:id/notes': [
    {
      example: async (w) => ({ params: { id: (await freshBooking(w)).id } }),
      expect: staffOnly(200),
    },
  ],
  'PUT /api/v1/bookings/:id/notes': [
    {
      example: async (w) => ({
        params: { id: (await freshBooking(w)).id },
        body: { notes: 'Discussed CV structure; follow up in two weeks.' },
      }),
      expect: staffOnly(200),
    },
  ],
  // A slot starts in the future, so staff are told it has not started (the 200 has its own test).
  'POST /api/v1/bookings/:id/no-show': [
    {
      example: async (w) => ({ params: { id: (await freshBooking(w)).id } }),
      expect: staffOnly(409),
    },
  ],
  'GET /api/v1/calendar-feed': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/calendar-feed': [{ example: () => ({}), expect: staffOnly(201) }],
  'DELETE /api/v1/calendar-feed': [{ example: () => ({}), expect: staffOnly(204) }],
  // The token is the key: anyone holding a live one reads the feed, signed in or not.
  'GET /api/v1/calendar-feeds/:token': [
    {
      example: async (w) => ({ params: { token: await feedToken(w) } }),
      expect: all(200),
    },
  ],
};
