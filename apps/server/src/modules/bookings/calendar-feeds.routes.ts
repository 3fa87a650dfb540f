import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedParamsSchema, calendarFeedSchema } from '@careers/contracts';
import {
  created,
  errorResponses,
  noContent,
  publicRoutes,
  sessionRoutes,
} from '../../lib/routes.ts';
import { noBody } from '../../lib/route-schemas.ts';
import * as feeds from './calendar-feeds.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const route = sessionRoutes(['bookings'], errors);
const open = publicRoutes(['bookings'], errors);

/**
 * A member of staff's private calendar feed (issue 21): they make, read (masked) and revoke its
 * URL; calendar apps fetch it without signing in, the token in the address being the key.
 */
export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;
  const staff = app.requireAbility('manage', 'Review');

  app.get(
    '/calendar-feed',
    route(staff, {
      summary: "The signed-in member of staff's calendar feed (its URL masked)",
      response: { 200: calendarFeedSchema },
    }),
    async (request) => feeds.get(db, request.user, publicUrl),
  );

  app.post(
    '/calendar-feed',
    route(staff, {
      summary: 'Make a new private feed URL (shown whole this once); any earlier one stops working',
      response: { 201: calendarFeedSchema },
    }),
    created(async (request) => feeds.create(db, request.user, publicUrl)),
  );

  app.delete(
    '/calendar-feed',
    route(staff, {
      summary: 'Revoke the private feed URL: calendar apps can no longer read it',
      response: { 204: noBody },
    }),
    noContent((request) => feeds.revoke(db, request.user)),
  );

  app.get(
    '/calendar-feeds/:token',
    open({
      summary:
        'The iCalendar feed of the slots a member of staff hosts and who booked them (the token is the key)',
      params: calendarFeedParamsSchema,
      response: { 200: z.string() },
    }),
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(await feeds.feed(db, request.params.token, publicUrl)),
  );
};
