import type { FastifyPluginAsync } from 'fastify';
import { adminsRoutes } from './admins/admins.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { candidatesRoutes } from './candidates/candidates.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { vacanciesRoutes } from './vacancies/vacancies.routes.ts';
import { closeExpired } from './vacancies/vacancies.service.ts';

export const DEADLINE_SWEEP_MS = 60_000;

/** The careers half of the API, plus the job that closes vacancies at their deadline. */
export const careersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(vacanciesRoutes);
  await app.register(candidatesRoutes);
  await app.register(adminsRoutes);
  await app.register(statsRoutes);
  await app.register(documentsRoutes);
  await app.register(applicationsRoutes);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Reads also close expired vacancies; the job makes sure it happens even when nobody looks.
    timer = setInterval(() => {
      closeExpired(app.database.db).then(
        (n) => n > 0 && app.log.info({ closed: n }, 'closed vacancies past their deadline'),
        (error: unknown) => app.log.warn({ err: error }, 'deadline sweep failed'),
      );
    }, DEADLINE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
