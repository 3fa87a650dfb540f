import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsSchema } from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { queue } from './approvals.service.ts';

const route = sessionRoutes(['approvals'], errorResponses(401, 403));

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/approvals',
    route(app.requireAbility('manage', 'Vacancy'), {
      summary:
        'The Approvals queue: organisations pending and vacancies submitted for approval, oldest first, with totals',
      response: { 200: approvalsSchema },
    }),
    async () => queue(db),
  );
};
