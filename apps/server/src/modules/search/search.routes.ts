import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { search } from './search.service.ts';

const route = sessionRoutes(['search'], errorResponses(400, 401));

/** The navbar search over real records, by role (staff: everything; students: their own). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    route(app.authenticate, {
      summary:
        'Search the records the caller may read: staff get vacancies, applications and candidates; students open vacancies, their applications and documents (4 each)',
      querystring: searchQuerySchema,
      response: { 200: searchAnswerSchema },
    }),
    async (request) =>
      search(app.database.db, { id: request.user.id, role: request.user.role }, request.query.q),
  );
};
