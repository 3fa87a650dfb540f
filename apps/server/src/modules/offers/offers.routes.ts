import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOfferInputSchema,
  idParamsSchema,
  offerListSchema,
  offerSchema,
  renegeOfferInputSchema,
  updateOfferInputSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { EXPIRY_JOB, expire, remind, REMINDER_JOB } from './offers.jobs.ts';
import * as service from './offers.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['offers'];

/**
 * Offers (issue 20): staff make, edit and mark reneged; the candidate reads theirs and answers it.
 * Employer contacts never reach them (no ability on applications).
 */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (log: FastifyBaseLogger): service.OffersDeps => ({
    db,
    mailer: app.mailer,
    log,
    publicUrl: app.config.publicUrl,
    timeZone: app.config.timeZone,
  });
  const staff = app.requireAbility('manage', 'Application');

  app.get(
    '/applications/:id/offers',
    {
      preHandler: app.requireAbility('read', 'Application'),
      schema: {
        tags,
        security,
        summary: "An application's offers, newest first (staff, and the candidate for their own)",
        params: idParamsSchema,
        response: { 200: offerListSchema, ...errors },
      },
    },
    async (request) => service.list(db, request.user, request.params.id),
  );

  app.post(
    '/applications/:id/offers',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Make an offer on an application that is interviewing (it becomes offered) or offered without an offer that stands; the deadline must be in the future',
        params: idParamsSchema,
        body: createOfferInputSchema,
        response: { 201: offerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.make(deps(request.log), request.user, request.params.id, request.body)),
  );

  app.patch(
    '/offers/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Change the terms or the deadline of a pending offer (409 once it is answered)',
        params: idParamsSchema,
        body: updateOfferInputSchema,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) =>
      service.update(deps(request.log), request.user, request.params.id, request.body),
  );

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/offers/:id/${decision}`,
      {
        preHandler: app.requireAbility('update', 'Application'),
        schema: {
          tags,
          security,
          summary:
            decision === 'accept'
              ? 'The candidate accepts their pending offer before its deadline: the application becomes hired'
              : 'The candidate declines their pending offer: the application is withdrawn',
          params: idParamsSchema,
          response: { 200: offerSchema, ...errors },
        },
      },
      async (request) => service[decision](deps(request.log), request.user, request.params.id),
    );
  }

  app.post(
    '/offers/:id/renege',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Mark an accepted offer reneged, with the reason (required)',
        params: idParamsSchema,
        body: renegeOfferInputSchema,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) => service.renege(db, request.user, request.params.id, request.body),
  );

  app.jobs.register(REMINDER_JOB, {
    commit: (tx, ctx) => remind(tx, deps(ctx.log), ctx),
  });
  app.jobs.register(EXPIRY_JOB, { commit: (tx, ctx) => expire(tx, ctx) });
};
