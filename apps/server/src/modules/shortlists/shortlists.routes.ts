import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShortlistInputSchema,
  listShortlistsQuerySchema,
  shortlistRecipientSchema,
  shortlistRecipientsQuerySchema,
  shortlistSchema,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import { reviewLinksRoutes } from './review-links.routes.ts';
import { sharedShortlistsRoutes } from './shared.routes.ts';
import * as service from './shortlists.service.ts';

const route = sessionRoutes(['shortlists'], errorResponses(400, 401, 403, 404, 409));

/**
 * Shortlists by audience: staff share and follow them here; the employer portal reads and
 * answers in shared.routes.ts; a contact without an account uses a review link.
 */
export const shortlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: service.Deps = {
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    sessionSecret: app.config.jwtSecret,
  };

  // Staff: share, list, read with the answers, withdraw.
  const staff = app.requireAbility('manage', 'Shortlist');
  app.post(
    '/shortlists',
    route(staff, {
      summary:
        'Share applications (of one organisation, made under the sharing notice; 409 otherwise) in the employer portal or by a review link mailed to a contact without an account',
      body: createShortlistInputSchema,
      response: { 201: shortlistSchema },
    }),
    created(async (request) => service.create(deps, request.user, request.body)),
  );

  app.get(
    '/shortlists',
    route(staff, {
      summary: 'Shortlists shared with organisations, newest first, with the feedback on each',
      querystring: listShortlistsQuerySchema,
      response: { 200: z.array(shortlistSchema) },
    }),
    async (request) => service.list(db, request.query),
  );

  app.get(
    '/shortlists/recipients',
    route(staff, {
      summary:
        'The organisation’s contacts to share with (addresses masked): those without an account get a review link',
      querystring: shortlistRecipientsQuerySchema,
      response: { 200: z.array(shortlistRecipientSchema) },
    }),
    async (request) => service.recipients(db, request.query.organisationId),
  );

  app.get('/shortlists/:id', route(staff, byId({ 200: shortlistSchema })), async (request) =>
    service.get(db, request.params.id),
  );

  app.delete(
    '/shortlists/:id',
    route(staff, {
      summary: 'Withdraw a shortlist: its review link stops working, contacts no longer see it',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.revoke(db, request.user, request.params.id)),
  );

  await app.register(sharedShortlistsRoutes, { deps });
  await app.register(reviewLinksRoutes, { deps });
};
