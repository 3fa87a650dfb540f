import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReasonInputSchema,
  listReasonsQuerySchema,
  reasonListSchema,
  reasonSchema,
  updateReasonInputSchema,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import * as service from './reasons.service.ts';

const route = sessionRoutes(['reasons'], errorResponses(400, 401, 403, 404, 409));

/** The internal reasons for rejecting and holding applications: staff only (issue 20). */
export const reasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Application');

  app.get(
    '/reasons',
    route(staff, {
      summary:
        'The internal reasons, by name, with how many moves used each; `kind` and `status` filter them',
      querystring: listReasonsQuerySchema,
      response: { 200: reasonListSchema },
    }),
    async (request) => service.list(db, request.query),
  );

  app.post(
    '/reasons',
    route(staff, {
      summary: 'Add a reason (409 when the name, in any case, exists)',
      body: createReasonInputSchema,
      response: { 201: reasonSchema },
    }),
    created(async (request) => service.create(db, request.user, request.body)),
  );

  app.patch(
    '/reasons/:id',
    route(staff, {
      summary: 'Rename a reason, change its kinds, retire it or bring it back',
      body: updateReasonInputSchema,
      ...byId({ 200: reasonSchema }),
    }),
    async (request) => service.update(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/reasons/:id',
    route(staff, {
      summary: 'Delete a reason no move used (409 for a used one: retire it instead)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.remove(db, request.user, request.params.id)),
  );
};
