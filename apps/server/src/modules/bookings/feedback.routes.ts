import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adviserNotesInputSchema,
  adviserNotesSchema,
  bookingSchema,
  scorecardCriteriaSchema,
  scorecardInputSchema,
  scorecardListSchema,
  scorecardSchema,
} from '@careers/contracts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId } from '../../lib/route-schemas.ts';
import * as feedback from './feedback.service.ts';

const route = sessionRoutes(['bookings'], errorResponses(400, 401, 403, 404, 409));

/**
 * After the meeting (issue 21): scorecards on the vacancy's criteria, the adviser's notes and
 * no-shows. Staff do all of it. An employer contact reads the scorecards of an application to
 * their organisation's vacancy and writes their own (checked in the service: another
 * organisation's application is not found); criteria, notes and no-shows stay staff's.
 * Candidates never read or write any of it.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Review');
  const interviewers = [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (request.user.role === 'candidate') throw forbidden();
    },
  ];

  app.get(
    '/vacancies/:id/scorecard-criteria',
    route(staff, {
      summary: "The criteria the vacancy's interview scorecards rate (a default set until set)",
      ...byId({ 200: scorecardCriteriaSchema }),
    }),
    async (request) => feedback.getCriteria(db, request.params.id),
  );

  app.put(
    '/vacancies/:id/scorecard-criteria',
    route(staff, {
      summary: "Set the vacancy's scorecard criteria (1 to 12, each different)",
      body: scorecardCriteriaSchema,
      ...byId({ 200: scorecardCriteriaSchema }),
    }),
    async (request) => feedback.setCriteria(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/applications/:id/scorecards',
    route(interviewers, {
      summary:
        "An application's interview scorecards, with its vacancy's criteria (staff; an employer contact for their organisation's vacancy)",
      ...byId({ 200: scorecardListSchema }),
    }),
    async (request) => feedback.listFor(db, request.user, request.params.id),
  );

  app.put(
    '/applications/:id/scorecards/mine',
    route(interviewers, {
      summary:
        "Write or replace the signed-in interviewer's scorecard: 1–5 for each criterion, a recommendation, comments",
      body: scorecardInputSchema,
      ...byId({ 200: scorecardSchema }),
    }),
    async (request) => feedback.saveMine(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/notes',
    route(staff, {
      summary: "The adviser's notes on a booking (staff only)",
      ...byId({ 200: adviserNotesSchema }),
    }),
    async (request) => feedback.getNotes(db, request.params.id),
  );

  app.put(
    '/bookings/:id/notes',
    route(staff, {
      summary: "Write the adviser's notes on a booking (staff read them; never the candidate)",
      body: adviserNotesInputSchema,
      ...byId({ 200: adviserNotesSchema }),
    }),
    async (request) => feedback.saveNotes(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/no-show',
    route(staff, {
      summary: 'Record that the candidate did not come (once the slot has started)',
      ...byId({ 200: bookingSchema }),
    }),
    async (request) => feedback.noShow(db, request.user, request.params.id),
  );
};
