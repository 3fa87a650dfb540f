import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, updateSettingsInputSchema } from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { publicSettings, updateSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['system'],
        summary:
          "The service's public settings: the time zone its dates are shown in, whether the template showcase is shown",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => publicSettings(app.database.db, app.config),
  );

  app.patch(
    '/settings',
    {
      preHandler: app.requireAbility('update', 'Admin'),
      schema: {
        tags: ['system'],
        summary: "Change the service's settings (staff; audited)",
        security,
        body: updateSettingsInputSchema,
        response: { 200: publicSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      updateSettings(
        app.database.db,
        app.config,
        { id: request.user.id, role: request.user.role, name: request.user.name },
        request.body,
      ),
  );
};
