import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attentionQuerySchema,
  attentionSchema,
  auditPageSchema,
  listAuditQuerySchema,
  reasonStatsSchema,
  statsOverviewSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import * as audit from '../audit/audit.service.ts';
import { attention, byReason, overview } from './stats.service.ts';

const errors = errorResponses(400, 401, 403);

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/stats/overview',
    {
      preHandler: app.requireAbility('read', 'Stats'),
      schema: {
        tags: ['stats'],
        security,
        summary:
          'Open vacancies, applications by status, per day for 30 days, top vacancies, median days to decision',
        response: { 200: statsOverviewSchema, ...errors },
      },
    },
    async () => overview(db),
  );

  app.get(
    '/stats/attention',
    {
      preHandler: app.requireAbility('read', 'Stats'),
      schema: {
        tags: ['stats'],
        security,
        summary:
          'Needs attention: applications waiting longest (submitted, oldest first) and open vacancies closing within 7 days with fewer than 5 applications (soonest first); at most `limit` of each',
        querystring: attentionQuerySchema,
        response: { 200: attentionSchema, ...errors },
      },
    },
    async (request) => attention(db, request.query.limit),
  );

  app.get(
    '/stats/reasons',
    {
      preHandler: app.requireAbility('read', 'Stats'),
      schema: {
        tags: ['stats'],
        security,
        summary:
          'Applications rejected or on hold now, by the internal reason of the move that put them there (most first; reasonId null: none given)',
        response: { 200: reasonStatsSchema, ...errors },
      },
    },
    async () => byReason(db),
  );

  app.get(
    '/audit',
    {
      preHandler: app.requireAbility('read', 'Audit'),
      schema: {
        tags: ['audit'],
        security,
        summary: 'Audit log, newest first',
        querystring: listAuditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => audit.page(db, request.query),
  );
};
