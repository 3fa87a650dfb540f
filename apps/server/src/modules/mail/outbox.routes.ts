import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId, pagedList } from '../../lib/route-schemas.ts';
import * as service from './outbox.service.ts';

const route = sessionRoutes(['mail'], errorResponses(400, 401, 403));

/** The outbox for staff: what was sent, what is retrying, what failed (links masked). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    route(app.requireAbility('read', 'Admin'), {
      summary: 'Messages in the outbox, newest first; links that grant access are masked',
      ...pagedList(outboxQuerySchema, outboxPageSchema),
    }),
    async (request) => service.list(app.database.db, request.query),
  );

  app.post(
    '/outbox/:id/retry',
    route(app.requireAbility('update', 'Admin'), {
      summary: 'Deliver a failed message again (409 for any other status)',
      ...byId({ 200: outboxMessageSchema, ...errorResponses(404, 409) }),
    }),
    async (request) =>
      service.retry(
        app.database.db,
        { id: request.user.id, role: request.user.role },
        request.params.id,
      ),
  );
};
