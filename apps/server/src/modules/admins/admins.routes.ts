import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageSchema,
  adminSchema,
  listAdminsQuerySchema,
  updateAdminInputSchema,
} from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId, pagedList } from '../../lib/route-schemas.ts';
import * as service from './admins.service.ts';

const route = sessionRoutes(['admins'], errorResponses(400, 401, 403, 404, 409));

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admins',
    route(app.requireAbility('manage', 'Admin'), pagedList(listAdminsQuerySchema, adminPageSchema)),
    async (request) => service.list(db, request.query),
  );

  app.patch(
    '/admins/:id',
    route(app.requireAbility('manage', 'Admin'), {
      summary: 'Enable or disable an admin (not yourself); disabling ends their sessions',
      body: updateAdminInputSchema,
      ...byId({ 200: adminSchema }),
    }),
    async (request) => service.setStatus(db, request.user, request.params.id, request.body.status),
  );
};
