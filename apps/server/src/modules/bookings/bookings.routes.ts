import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingPageSchema,
  bookingSchema,
  bookSlotInputSchema,
  createSlotInputSchema,
  listBookingsQuerySchema,
  listSlotsQuerySchema,
  moveSlotInputSchema,
  rebookInputSchema,
  slotPageSchema,
  slotSchema,
  updateSlotInputSchema,
  type Role,
} from '@careers/contracts';
import { forbidden } from '../../lib/errors.ts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody, pagedList } from '../../lib/route-schemas.ts';
import type { Deps } from '../applications/applications.service.ts';
import { remind, REMINDER_JOB } from './bookings.jobs.ts';
import * as bookings from './bookings.service.ts';
import { calendarFeedsRoutes } from './calendar-feeds.routes.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import * as slots from './slots.service.ts';

const route = sessionRoutes(['bookings'], errorResponses(400, 401, 403, 404, 409));

/** Refuses one kind of account (403) once the request is authenticated. */
const refuse = (role: Role) => async (request: FastifyRequest) => {
  if (request.user.role === role) throw forbidden();
};

/**
 * Interview slots and adviser appointments (issue 21). Staff manage every slot; employer contacts
 * their own organisation's vacancies' interview slots; candidates list what is offered to them,
 * book, cancel and rebook before the cut-off; staff book for a candidate and cancel at any time.
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (log: FastifyBaseLogger): Deps => ({
    db,
    mailer: app.mailer,
    log,
    publicUrl: app.config.publicUrl,
  });
  /** Staff, or an employer contact (their organisation's records are checked in the service). */
  const slotKeepers = [app.authenticate, refuse('candidate')];
  /** Candidates and staff: employer contacts never book. */
  const bookers = [app.authenticate, refuse('employer')];

  app.get(
    '/slots',
    route(slotKeepers, {
      summary: "Slots by start (staff all; an employer contact their organisation's)",
      ...pagedList(listSlotsQuerySchema, slotPageSchema),
    }),
    async (request) => slots.list(db, request.user, request.query),
  );

  app.post(
    '/slots',
    route(slotKeepers, {
      summary:
        "Publish a slot: an interview for a vacancy (employer contacts: their own organisation's) or an adviser appointment (staff)",
      body: createSlotInputSchema,
      response: { 201: slotSchema },
    }),
    created(async (request) => slots.create(db, request.user, request.body)),
  );

  app.get(
    '/slots/:id',
    route(slotKeepers, {
      summary: 'One slot',
      ...byId({ 200: slotSchema }),
    }),
    async (request) => slots.get(db, request.user, request.params.id),
  );

  app.patch(
    '/slots/:id',
    route(slotKeepers, {
      summary:
        "Change a slot's place, link, capacity, host or cut-off (attendees get the updated invitation)",
      body: updateSlotInputSchema,
      ...byId({ 200: slotSchema }),
    }),
    async (request) =>
      slots.update(deps(request.log), request.user, request.params.id, request.body),
  );

  app.post(
    '/slots/:id/move',
    route(slotKeepers, {
      summary: 'Move a slot to a new start (and length): attendees get the updated invitation',
      body: moveSlotInputSchema,
      ...byId({ 200: slotSchema }),
    }),
    async (request) => slots.move(deps(request.log), request.user, request.params.id, request.body),
  );

  app.delete(
    '/slots/:id',
    route(slotKeepers, {
      summary: 'Remove a slot: its bookings are cancelled and each attendee told',
      ...byId({ 204: noBody }),
    }),
    noContent((request) => slots.remove(deps(request.log), request.user, request.params.id)),
  );

  app.get(
    '/bookable-slots',
    route(app.requireAbility('read', 'Portal'), {
      summary:
        'The free slots offered to the signed-in candidate: interviews for their applications that are interviewing, and adviser appointments',
      ...pagedList(listSlotsQuerySchema, slotPageSchema),
    }),
    async (request) => bookings.offered(db, request.user, request.query),
  );

  app.post(
    '/slots/:id/bookings',
    route(bookers, {
      summary:
        'Book a place: a candidate for themselves before the cut-off, staff for a candidate (candidateId); 409 when the slot is full',
      body: bookSlotInputSchema,
      ...byId({ 201: bookingSchema }),
    }),
    created(async (request) =>
      bookings.book(deps(request.log), request.user, request.params.id, request.body),
    ),
  );

  app.get(
    '/bookings',
    route(app.authenticate, {
      summary:
        "Bookings (staff all; a candidate their own; an employer contact their organisation's interviews)",
      ...pagedList(listBookingsQuerySchema, bookingPageSchema),
    }),
    async (request) => bookings.list(db, request.user, request.query),
  );

  app.post(
    '/bookings/:id/cancel',
    route(bookers, {
      summary: 'Cancel a booking (a candidate their own before the cut-off; staff at any time)',
      ...byId({ 200: bookingSchema }),
    }),
    async (request) => bookings.cancel(deps(request.log), request.user, request.params.id),
  );

  app.post(
    '/bookings/:id/rebook',
    route(bookers, {
      summary:
        'Move a booking to another slot of the same interview or appointment type (same invitation, updated)',
      body: rebookInputSchema,
      ...byId({ 200: bookingSchema }),
    }),
    async (request) =>
      bookings.rebook(deps(request.log), request.user, request.params.id, request.body),
  );

  await app.register(feedbackRoutes);
  await app.register(calendarFeedsRoutes);

  app.jobs.register(REMINDER_JOB, {
    commit: (tx, ctx) => remind(tx, { mailer: app.mailer, publicUrl: app.config.publicUrl }, ctx),
  });
};
