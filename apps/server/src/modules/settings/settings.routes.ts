import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, updateSettingsInputSchema } from '@careers/contracts';
import { errorResponses, publicRoutes, sessionRoutes } from '../../lib/routes.ts';
import { publicSettings, updateSettings } from './settings.service.ts';

const open = publicRoutes(['system'], {});
const route = sessionRoutes(['system'], errorResponses(400, 401, 403));

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    open({
      summary:
        "The service's public settings: the time zone its dates are shown in, whether the template showcase is shown",
      response: { 200: publicSettingsSchema },
    }),
    async () => publicSettings(app.database.db, app.config),
  );

  app.patch(
    '/settings',
    route(app.requireAbility('update', 'Admin'), {
      summary: "Change the service's settings (staff; audited)",
      body: updateSettingsInputSchema,
      response: { 200: publicSettingsSchema },
    }),
    async (request) =>
      updateSettings(
        app.database.db,
        app.config,
        { id: request.user.id, role: request.user.role, name: request.user.name },
        request.body,
      ),
  );
};
