import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import * as service from './outbox.service.ts';

const errors = errorResponses(400, 401, 403);

/** The outbox for staff: what was sent, what is retrying, what failed (links masked). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: app.requireAbility('read', 'Admin'),
      schema: {
        tags: ['mail'],
        summary: 'Messages in the outbox, newest first; links that grant access are masked',
        security,
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    async (request) => service.list(app.database.db, request.query),
  );

  app.post(
    '/outbox/:id/retry',
    {
      preHandler: app.requireAbility('update', 'Admin'),
      schema: {
        tags: ['mail'],
        summary: 'Deliver a failed message again (409 for any other status)',
        security,
        params: idParamsSchema,
        response: { 200: outboxMessageSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      service.retry(
        app.database.db,
        { id: request.user.id, role: request.user.role },
        request.params.id,
      ),
  );
};
