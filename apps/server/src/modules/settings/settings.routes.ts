import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '@careers/contracts';
import { publicSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['system'],
        summary: "The service's public settings: the time zone its dates are shown in",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => publicSettings(app.config),
  );
};
