import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { search } from './search.service.ts';

/** The navbar search over real records, by role (staff: everything; students: their own). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['search'],
        summary:
          'Search the records the caller may read: staff get vacancies, applications and candidates; students open vacancies, their applications and documents (4 each)',
        security,
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      search(app.database.db, { id: request.user.id, role: request.user.role }, request.query.q),
  );
};
