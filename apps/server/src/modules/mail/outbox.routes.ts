import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, outboxPageSchema, outboxQuerySchema } from '@careers/contracts';
import { listOutbox } from './mail.repository.ts';

/** GET /outbox: every message the service sent or kept, newest first (admins only). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: app.requireAbility('read', 'Admin'),
      schema: {
        tags: ['mail'],
        summary: 'Messages in the outbox, newest first',
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { page, perPage, sort } = request.query;
      const { rows, total } = await listOutbox(app.database.db, { page, perPage, sort });
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          error: r.error,
        })),
        total,
        page,
        perPage,
      };
    },
  );
};
