import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Role,
  notificationListSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@careers/contracts';
import { errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import {
  closingSoonSweep,
  list,
  preferences,
  read,
  readAll,
  updatePreferences,
} from './notifications.service.ts';

const route = sessionRoutes(['notifications'], errorResponses(400, 401));

export const CLOSING_SOON_JOB = 'notifications.closing_soon';
/** How often the closing-soon sweep looks (each vacancy is announced once). */
export const CLOSING_SOON_EVERY_MS = 15 * 60_000;

/** The bell: each person's own notifications and their email choices; the closing-soon job. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const who = (request: { user: { id: string; role: Role } }) => ({
    id: request.user.id,
    role: request.user.role,
  });

  app.get(
    '/notifications',
    route(app.authenticate, {
      summary: "The signed-in person's latest notifications, newest first, and the unread count",
      response: { 200: notificationListSchema },
    }),
    async (request) => list(db, who(request)),
  );

  app.post(
    '/notifications/:id/read',
    route(app.authenticate, {
      summary: 'Mark one of your notifications read (404 for anyone else’s)',
      ...byId({ 204: noBody, ...errorResponses(404) }),
    }),
    noContent(async (request) => read(db, who(request), request.params.id)),
  );

  app.post(
    '/notifications/read-all',
    route(app.authenticate, {
      summary: 'Mark all your notifications read',
      response: { 204: noBody },
    }),
    noContent(async (request) => readAll(db, who(request))),
  );

  app.get(
    '/notification-preferences',
    route(app.authenticate, {
      summary: 'Per kind of notification you receive: in-app only (false) or in-app and email',
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => preferences(db, who(request)),
  );

  app.put(
    '/notification-preferences',
    route(app.authenticate, {
      summary: 'Choose in-app only or in-app and email, per kind (decision emails always go)',
      body: updateNotificationPreferencesSchema,
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => updatePreferences(db, who(request), request.body),
  );

  // Vacancies closing soon with few applications: one row in the jobs table for every instance.
  app.jobs.register(CLOSING_SOON_JOB, {
    every: CLOSING_SOON_EVERY_MS,
    commit: async (tx, { now, log }) => {
      const announced = await closingSoonSweep(
        tx,
        { mailer: app.mailer, publicUrl: app.config.publicUrl },
        now,
      );
      if (announced > 0) log.info({ announced }, 'vacancies closing soon announced to staff');
    },
  });
};
