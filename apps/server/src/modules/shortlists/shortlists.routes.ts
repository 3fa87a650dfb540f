import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createShortlistInputSchema,
  idParamsSchema,
  listShortlistsQuerySchema,
  REVIEW_SESSION_HEADER,
  reviewCodeInputSchema,
  reviewCodeSentSchema,
  reviewSessionSchema,
  reviewTokenParamsSchema,
  sharedCandidateSchema,
  sharedShortlistSchema,
  sharedShortlistSummarySchema,
  shortlistFeedbackInputSchema,
  shortlistRecipientSchema,
  shortlistRecipientsQuerySchema,
  shortlistSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { forbidden } from '../../lib/errors.ts';
import * as service from './shortlists.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const linkErrors = errorResponses(400, 403, 404, 409, 410, 429);
const tags = ['shortlists'];

const itemParams = idParamsSchema.extend({ applicationId: z.uuid() });
const documentParams = itemParams.extend({ documentId: z.uuid() });
const linkItemParams = reviewTokenParamsSchema.extend({ applicationId: z.uuid() });
const linkDocumentParams = linkItemParams.extend({ documentId: z.uuid() });

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(
  reply: FastifyReply,
  doc: { mimeType: string; fileName: string; content: Buffer },
) {
  return reply
    .header('Content-Type', doc.mimeType)
    .header('Content-Length', doc.content.length)
    .header('Content-Disposition', contentDisposition(doc.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(doc.content);
}

/** Only employer contacts use the portal's shortlists (staff use /shortlists). */
async function employersOnly(request: FastifyRequest): Promise<void> {
  if (request.user.role !== 'employer') throw forbidden('Only employer contacts use the portal');
}

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
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Share applications (of one organisation, made under the sharing notice; 409 otherwise) in the employer portal or by a review link mailed to a contact without an account',
        body: createShortlistInputSchema,
        response: { 201: shortlistSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(deps, request.user, request.body)),
  );

  app.get(
    '/shortlists',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Shortlists shared with organisations, newest first, with the feedback on each',
        querystring: listShortlistsQuerySchema,
        response: { 200: z.array(shortlistSchema), ...errors },
      },
    },
    async (request) => service.list(db, request.query),
  );

  app.get(
    '/shortlists/recipients',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'The organisation’s contacts to share with (addresses masked): those without an account get a review link',
        querystring: shortlistRecipientsQuerySchema,
        response: { 200: z.array(shortlistRecipientSchema), ...errors },
      },
    },
    async (request) => service.recipients(db, request.query.organisationId),
  );

  app.get(
    '/shortlists/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: shortlistSchema, ...errors },
      },
    },
    async (request) => service.get(db, request.params.id),
  );

  app.delete(
    '/shortlists/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Withdraw a shortlist: its review link stops working, contacts no longer see it',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Employer portal: the organisation's shortlists (another organisation's are not found).
  const portal = [app.requireAbility('read', 'EmployerPortal'), employersOnly];
  const portalAccess = (request: FastifyRequest): service.SharedAccess => ({
    kind: 'portal',
    viewer: request.user,
  });

  app.get(
    '/employer/shortlists',
    {
      preHandler: portal,
      schema: {
        tags,
        security,
        summary: 'Shortlists shared with your organisation, newest first',
        response: { 200: z.array(sharedShortlistSummarySchema), ...errors },
      },
    },
    async (request) => service.listShared(db, request.user),
  );

  app.get(
    '/employer/shortlists/:id',
    {
      preHandler: portal,
      schema: {
        tags,
        security,
        summary:
          'The shared candidates: name, cover note, documents and the profile fields the notice lists (viewing is audited)',
        params: idParamsSchema,
        response: { 200: sharedShortlistSchema, ...errors },
      },
    },
    async (request) => service.readShared(db, portalAccess(request), request.params.id),
  );

  app.get(
    '/employer/shortlists/:id/applications/:applicationId/documents/:documentId',
    {
      preHandler: portal,
      schema: {
        tags,
        security,
        summary: 'A shared candidate’s document, as an attachment (audited)',
        params: documentParams,
        response: { 200: z.unknown().describe('The file bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, applicationId, documentId } = request.params;
      const doc = await service.downloadShared(
        db,
        portalAccess(request),
        id,
        applicationId,
        documentId,
      );
      return sendFile(reply, doc);
    },
  );

  app.put(
    '/employer/shortlists/:id/applications/:applicationId/feedback',
    {
      preHandler: portal,
      schema: {
        tags,
        security,
        summary: 'Your answer on a shared candidate (interested, maybe, not interested)',
        params: itemParams,
        body: shortlistFeedbackInputSchema,
        response: { 200: sharedCandidateSchema, ...errors },
      },
    },
    async (request) =>
      service.giveFeedback(
        deps,
        portalAccess(request),
        request.params.id,
        request.params.applicationId,
        request.body,
      ),
  );

  // Review links: no account. The code opens a short session sent back as X-Review-Session.
  const linkAccess = (request: FastifyRequest<{ Params: { token: string } }>) => {
    const header = request.headers[REVIEW_SESSION_HEADER];
    return service.linkAccess(
      deps,
      request.params.token,
      typeof header === 'string' ? header : undefined,
    );
  };
  const sessionHeader = z.object({ [REVIEW_SESSION_HEADER]: z.string().max(300).optional() });

  app.post(
    '/review/:token/code',
    {
      schema: {
        tags,
        summary:
          'Email a one-time code to the link’s contact (at most once a minute and five times an hour); 410 when the link expired or was withdrawn',
        params: reviewTokenParamsSchema,
        response: { 200: reviewCodeSentSchema, ...linkErrors },
      },
    },
    async (request) => service.sendCode(deps, request.params.token),
  );

  app.post(
    '/review/:token/session',
    {
      schema: {
        tags,
        summary: `Exchange the code (five tries) for a review session for this link only, sent as the ${REVIEW_SESSION_HEADER} header`,
        params: reviewTokenParamsSchema,
        body: reviewCodeInputSchema,
        response: { 200: reviewSessionSchema, ...linkErrors },
      },
    },
    async (request) => service.openSession(deps, request.params.token, request.body.code),
  );

  app.get(
    '/review/:token',
    {
      schema: {
        tags,
        summary: 'The shared candidates (needs a review session; viewing is audited)',
        params: reviewTokenParamsSchema,
        headers: sessionHeader,
        response: { 200: sharedShortlistSchema, ...linkErrors },
      },
    },
    async (request) => {
      const access = await linkAccess(request);
      return service.readShared(db, access, access.kind === 'link' ? access.view.shortlist.id : '');
    },
  );

  app.get(
    '/review/:token/applications/:applicationId/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'A shared candidate’s document (needs a review session; audited)',
        params: linkDocumentParams,
        headers: sessionHeader,
        response: { 200: z.unknown().describe('The file bytes'), ...linkErrors },
      },
    },
    async (request, reply) => {
      const access = await linkAccess(request);
      const doc = await service.downloadShared(
        db,
        access,
        '',
        request.params.applicationId,
        request.params.documentId,
      );
      return sendFile(reply, doc);
    },
  );

  app.put(
    '/review/:token/applications/:applicationId/feedback',
    {
      schema: {
        tags,
        summary: 'The contact’s answer on a shared candidate (needs a review session)',
        params: linkItemParams,
        headers: sessionHeader,
        body: shortlistFeedbackInputSchema,
        response: { 200: sharedCandidateSchema, ...linkErrors },
      },
    },
    async (request) => {
      const access = await linkAccess(request);
      return service.giveFeedback(deps, access, '', request.params.applicationId, request.body);
    },
  );
};
