import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsSchema } from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { queue } from './approvals.service.ts';

const errors = errorResponses(401, 403);

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/approvals',
    {
      preHandler: app.requireAbility('manage', 'Vacancy'),
      schema: {
        tags: ['approvals'],
        security,
        summary:
          'The Approvals queue: organisations pending and vacancies submitted for approval, oldest first, with totals',
        response: { 200: approvalsSchema, ...errors },
      },
    },
    async () => queue(db),
  );
};
