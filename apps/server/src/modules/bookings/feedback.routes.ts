import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adviserNotesInputSchema,
  adviserNotesSchema,
  bookingSchema,
  idParamsSchema,
  scorecardCriteriaSchema,
  scorecardInputSchema,
  scorecardListSchema,
  scorecardSchema,
} from '@careers/contracts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, security } from '../../lib/routes.ts';
import * as feedback from './feedback.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['bookings'];

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
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: "The criteria the vacancy's interview scorecards rate (a default set until set)",
        params: idParamsSchema,
        response: { 200: scorecardCriteriaSchema, ...errors },
      },
    },
    async (request) => feedback.getCriteria(db, request.params.id),
  );

  app.put(
    '/vacancies/:id/scorecard-criteria',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: "Set the vacancy's scorecard criteria (1 to 12, each different)",
        params: idParamsSchema,
        body: scorecardCriteriaSchema,
        response: { 200: scorecardCriteriaSchema, ...errors },
      },
    },
    async (request) => feedback.setCriteria(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/applications/:id/scorecards',
    {
      preHandler: interviewers,
      schema: {
        tags,
        security,
        summary:
          "An application's interview scorecards, with its vacancy's criteria (staff; an employer contact for their organisation's vacancy)",
        params: idParamsSchema,
        response: { 200: scorecardListSchema, ...errors },
      },
    },
    async (request) => feedback.listFor(db, request.user, request.params.id),
  );

  app.put(
    '/applications/:id/scorecards/mine',
    {
      preHandler: interviewers,
      schema: {
        tags,
        security,
        summary:
          "Write or replace the signed-in interviewer's scorecard: 1–5 for each criterion, a recommendation, comments",
        params: idParamsSchema,
        body: scorecardInputSchema,
        response: { 200: scorecardSchema, ...errors },
      },
    },
    async (request) => feedback.saveMine(db, request.user, request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/notes',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: "The adviser's notes on a booking (staff only)",
        params: idParamsSchema,
        response: { 200: adviserNotesSchema, ...errors },
      },
    },
    async (request) => feedback.getNotes(db, request.params.id),
  );

  app.put(
    '/bookings/:id/notes',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: "Write the adviser's notes on a booking (staff read them; never the candidate)",
        params: idParamsSchema,
        body: adviserNotesInputSchema,
        response: { 200: adviserNotesSchema, ...errors },
      },
    },
    async (request) => feedback.saveNotes(db, request.user, request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/no-show',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Record that the candidate did not come (once the slot has started)',
        params: idParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => feedback.noShow(db, request.user, request.params.id),
  );
};
