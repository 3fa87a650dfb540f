import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attentionQuerySchema,
  attentionSchema,
  auditPageSchema,
  listAuditQuerySchema,
  reasonStatsSchema,
  statsOverviewSchema,
} from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { pagedList } from '../../lib/route-schemas.ts';
import * as audit from '../audit/audit.service.ts';
import { attention, byReason, overview } from './stats.service.ts';

const errors = errorResponses(400, 401, 403);
const statsRoute = sessionRoutes(['stats'], errors);
const auditRoute = sessionRoutes(['audit'], errors);

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const stats = app.requireAbility('read', 'Stats');

  app.get(
    '/stats/overview',
    statsRoute(stats, {
      summary:
        'Open vacancies, applications by status, per day for 30 days, top vacancies, median days to decision',
      response: { 200: statsOverviewSchema },
    }),
    async () => overview(db),
  );

  app.get(
    '/stats/attention',
    statsRoute(stats, {
      summary:
        'Needs attention: applications waiting longest (submitted, oldest first) and open vacancies closing within 7 days with fewer than 5 applications (soonest first); at most `limit` of each',
      querystring: attentionQuerySchema,
      response: { 200: attentionSchema },
    }),
    async (request) => attention(db, request.query.limit),
  );

  app.get(
    '/stats/reasons',
    statsRoute(stats, {
      summary:
        'Applications rejected or on hold now, by the internal reason of the move that put them there (most first; reasonId null: none given)',
      response: { 200: reasonStatsSchema },
    }),
    async () => byReason(db),
  );

  app.get(
    '/audit',
    auditRoute(app.requireAbility('read', 'Audit'), {
      summary: 'Audit log, newest first',
      ...pagedList(listAuditQuerySchema, auditPageSchema),
    }),
    async (request) => audit.page(db, request.query),
  );
};
