import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOfferInputSchema,
  offerListSchema,
  offerSchema,
  renegeOfferInputSchema,
  updateOfferInputSchema,
} from '@careers/contracts';
import { created, errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId } from '../../lib/route-schemas.ts';
import { EXPIRY_JOB, expire, remind, REMINDER_JOB } from './offers.jobs.ts';
import * as service from './offers.service.ts';

const route = sessionRoutes(['offers'], errorResponses(400, 401, 403, 404, 409));

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
    route(app.requireAbility('read', 'Application'), {
      summary: "An application's offers, newest first (staff, and the candidate for their own)",
      ...byId({ 200: offerListSchema }),
    }),
    async (request) => service.list(db, request.user, request.params.id),
  );

  app.post(
    '/applications/:id/offers',
    route(staff, {
      summary:
        'Make an offer on an application that is interviewing (it becomes offered) or offered without an offer that stands; the deadline must be in the future',
      body: createOfferInputSchema,
      ...byId({ 201: offerSchema }),
    }),
    created(async (request) =>
      service.make(deps(request.log), request.user, request.params.id, request.body),
    ),
  );

  app.patch(
    '/offers/:id',
    route(staff, {
      summary: 'Change the terms or the deadline of a pending offer (409 once it is answered)',
      body: updateOfferInputSchema,
      ...byId({ 200: offerSchema }),
    }),
    async (request) =>
      service.update(deps(request.log), request.user, request.params.id, request.body),
  );

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/offers/:id/${decision}`,
      route(app.requireAbility('update', 'Application'), {
        summary:
          decision === 'accept'
            ? 'The candidate accepts their pending offer before its deadline: the application becomes hired'
            : 'The candidate declines their pending offer: the application is withdrawn',
        ...byId({ 200: offerSchema }),
      }),
      async (request) => service[decision](deps(request.log), request.user, request.params.id),
    );
  }

  app.post(
    '/offers/:id/renege',
    route(staff, {
      summary: 'Mark an accepted offer reneged, with the reason (required)',
      body: renegeOfferInputSchema,
      ...byId({ 200: offerSchema }),
    }),
    async (request) => service.renege(db, request.user, request.params.id, request.body),
  );

  app.jobs.register(REMINDER_JOB, {
    commit: (tx, ctx) => remind(tx, deps(ctx.log), ctx),
  });
  app.jobs.register(EXPIRY_JOB, { commit: (tx, ctx) => expire(tx, ctx) });
};
