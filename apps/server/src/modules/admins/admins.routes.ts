import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageSchema,
  adminSchema,
  idParamsSchema,
  listAdminsQuerySchema,
  updateAdminInputSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import * as service from './admins.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admins'];

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admins',
    {
      preHandler: app.requireAbility('manage', 'Admin'),
      schema: {
        tags,
        security,
        querystring: listAdminsQuerySchema,
        response: { 200: adminPageSchema, ...errors },
      },
    },
    async (request) => service.list(db, request.query),
  );

  app.patch(
    '/admins/:id',
    {
      preHandler: app.requireAbility('manage', 'Admin'),
      schema: {
        tags,
        security,
        summary: 'Enable or disable an admin (not yourself); disabling ends their sessions',
        params: idParamsSchema,
        body: updateAdminInputSchema,
        response: { 200: adminSchema, ...errors },
      },
    },
    async (request) => service.setStatus(db, request.user, request.params.id, request.body.status),
  );
};
