import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  groupMessageInputSchema,
  groupMessagePageSchema,
  groupMessageSchema,
  groupPreviewInputSchema,
  groupPreviewSchema,
  idParamsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  messageInputSchema,
  messageSchema,
  outboxPageSchema,
  suppressionListSchema,
  unsubscribeParamsSchema,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody, pagedList } from '../../lib/route-schemas.ts';
import * as groups from './group-messages.service.ts';
import * as service from './messages.service.ts';

const tags = ['messages'];
const route = sessionRoutes(tags, errorResponses(400, 401, 403, 404));

/**
 * Messages to candidates: staff write one-off and group messages and read every email a candidate
 * was sent; candidates read theirs in the portal inbox; anyone with an unsubscribe link stops group
 * messages (one click, no sign-in); staff clear suppressed (bounced) addresses.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const deps: service.MessagingDeps = {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    perMinute: config.groupMailPerMinute,
    secretKey: config.jwtSecret,
  };
  const { db } = deps;
  const staff = app.requireAbility('manage', 'Candidate');
  const candidate = app.requireAbility('read', 'Portal');

  app.post(
    '/candidates/:id/messages',
    route(staff, {
      summary:
        'Write to a candidate (about one of their applications, or not): emailed with the service’s mailbox as Reply-To and kept in their portal inbox',
      body: messageInputSchema,
      ...byId({ 201: messageSchema }),
    }),
    created(async (request) =>
      service.sendMessage(deps, request.user, request.params.id, request.body),
    ),
  );

  app.get(
    '/candidates/:id/mail',
    route(staff, {
      summary:
        'Every email to the candidate’s address, newest first: messages and automatic mail (access links masked)',
      params: idParamsSchema,
      ...pagedList(inboxQuerySchema, outboxPageSchema),
    }),
    async (request) => service.mailTo(db, request.params.id, request.query),
  );

  app.get(
    '/me/messages',
    route(candidate, {
      summary: 'Your messages from the careers service, newest first, and how many are unread',
      ...pagedList(inboxQuerySchema, inboxPageSchema),
    }),
    async (request) => service.inbox(db, request.user, request.query),
  );

  app.post(
    '/me/messages/:id/read',
    route(candidate, {
      summary: 'Mark one of your messages read (404 for anyone else’s)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.markRead(db, request.user, request.params.id)),
  );

  app.post(
    '/messages/groups/preview',
    route(staff, {
      summary: 'How many people a group message would reach now, before it is sent',
      body: groupPreviewInputSchema,
      response: { 200: groupPreviewSchema },
    }),
    async (request) => groups.previewGroup(deps, request.body.segment),
  );

  app.post(
    '/messages/groups',
    route(staff, {
      summary:
        'Send a message to a group: applicants of a vacancy in chosen statuses, or candidates by level and graduation year; queued at the service’s rate behind transactional mail',
      body: groupMessageInputSchema,
      response: { 201: groupMessageSchema },
    }),
    created(async (request) => groups.sendGroup(deps, request.user, request.body)),
  );

  app.get(
    '/messages/groups',
    route(staff, {
      summary: 'Group messages sent, newest first',
      ...pagedList(inboxQuerySchema, groupMessagePageSchema),
    }),
    async (request) => groups.groups(db, request.query),
  );

  app.get(
    '/mail/suppressions',
    route(staff, {
      summary: 'Addresses no mail goes to because their server refused them for good',
      response: { 200: suppressionListSchema },
    }),
    async () => service.suppressions(db),
  );

  app.delete(
    '/mail/suppressions/:id',
    route(staff, {
      summary: 'Send to a suppressed address again (the person fixed their mailbox)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.clearSuppression(db, request.user, request.params.id)),
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      '/unsubscribe/:token',
      {
        schema: {
          tags,
          summary:
            'Stop group messages (not about an application) for the person the link was sent to; no sign-in',
          params: unsubscribeParamsSchema,
          response: { 204: noBody, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        await service.unsubscribe(deps, request.params.token);
        return reply.status(204).send(null);
      },
    );
  });
};
