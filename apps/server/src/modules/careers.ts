import type { FastifyPluginAsync } from 'fastify';
import { adminsRoutes } from './admins/admins.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { approvalsRoutes } from './approvals/approvals.routes.ts';
import { candidatesRoutes } from './candidates/candidates.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { emailTemplatesRoutes } from './email-templates/email-templates.routes.ts';
import { jobDetails } from './jobs/worker.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { organisationsRoutes } from './organisations/organisations.routes.ts';
import { reviewingRoutes } from './reviewing/reviewing.routes.ts';
import { reasonsRoutes } from './reasons/reasons.routes.ts';
import { shortlistsRoutes } from './shortlists/shortlists.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { vacanciesRoutes } from './vacancies/vacancies.routes.ts';
import { closeExpired } from './vacancies/vacancies.service.ts';

export const DEADLINE_SWEEP_MS = 60_000;
export const DEADLINE_JOB = 'vacancies.close_expired';

/** The careers half of the API, plus the job that closes vacancies at their deadline. */
export const careersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(vacanciesRoutes);
  await app.register(candidatesRoutes);
  await app.register(adminsRoutes);
  await app.register(statsRoutes);
  await app.register(documentsRoutes);
  await app.register(applicationsRoutes);
  await app.register(organisationsRoutes);
  await app.register(approvalsRoutes);
  await app.register(shortlistsRoutes);
  await app.register(reviewingRoutes);
  await app.register(reasonsRoutes);
  await app.register(messagesRoutes);
  await app.register(offersRoutes);
  await app.register(bookingsRoutes);
  await app.register(emailTemplatesRoutes);

  // Reads also close expired vacancies; the job makes sure it happens even when nobody looks.
  // One row in the jobs table serves every instance, so it runs once a minute in all.
  app.jobs.register(DEADLINE_JOB, {
    every: DEADLINE_SWEEP_MS,
    commit: async (tx, { job, now, log }) => {
      const closed = await closeExpired(tx, now, jobDetails(job));
      if (closed > 0) log.info({ closed }, 'closed vacancies past their deadline');
    },
  });
};
