import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@careers/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health: version and whether the database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: app.config.version,
        database: { driver: app.database.driver, up },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
