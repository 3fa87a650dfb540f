import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_SESSION_HEADER,
  reviewCodeInputSchema,
  reviewCodeSentSchema,
  reviewSessionSchema,
  reviewTokenParamsSchema,
  sharedCandidateSchema,
  sharedShortlistSchema,
  shortlistFeedbackInputSchema,
} from '@careers/contracts';
import { errorResponses, publicRoutes, sendFile } from '../../lib/routes.ts';
import { giveFeedback } from './feedback.service.ts';
import { linkAccess as accessOf, openSession, sendCode } from './review-links.service.ts';
import { downloadShared, readShared } from './shared.service.ts';
import type { Deps } from './shortlists.service.ts';

const linkErrors = errorResponses(400, 403, 404, 409, 410, 429);
const tags = ['shortlists'];
const open = publicRoutes(tags, linkErrors);

const linkItemParams = reviewTokenParamsSchema.extend({ applicationId: z.uuid() });
const linkDocumentParams = linkItemParams.extend({ documentId: z.uuid() });

/** Review links: no account. The code opens a short session sent back as X-Review-Session. */
export const reviewLinksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  const linkAccess = (request: FastifyRequest<{ Params: { token: string } }>) => {
    const header = request.headers[REVIEW_SESSION_HEADER];
    return accessOf(deps, request.params.token, typeof header === 'string' ? header : undefined);
  };
  const sessionHeader = z.object({ [REVIEW_SESSION_HEADER]: z.string().max(300).optional() });

  app.post(
    '/review/:token/code',
    open({
      summary:
        'Email a one-time code to the link’s contact (at most once a minute and five times an hour); 410 when the link expired or was withdrawn',
      params: reviewTokenParamsSchema,
      response: { 200: reviewCodeSentSchema },
    }),
    async (request) => sendCode(deps, request.params.token),
  );

  app.post(
    '/review/:token/session',
    open({
      summary: `Exchange the code (five tries) for a review session for this link only, sent as the ${REVIEW_SESSION_HEADER} header`,
      params: reviewTokenParamsSchema,
      body: reviewCodeInputSchema,
      response: { 200: reviewSessionSchema },
    }),
    async (request) => openSession(deps, request.params.token, request.body.code),
  );

  app.get(
    '/review/:token',
    open({
      summary: 'The shared candidates (needs a review session; viewing is audited)',
      params: reviewTokenParamsSchema,
      headers: sessionHeader,
      response: { 200: sharedShortlistSchema },
    }),
    async (request) => {
      const access = await linkAccess(request);
      return readShared(db, access, access.kind === 'link' ? access.view.shortlist.id : '');
    },
  );

  app.get(
    '/review/:token/applications/:applicationId/documents/:documentId',
    open({
      summary: 'A shared candidate’s document (needs a review session; audited)',
      params: linkDocumentParams,
      headers: sessionHeader,
      response: { 200: z.unknown().describe('The file bytes') },
    }),
    async (request, reply) => {
      const access = await linkAccess(request);
      const doc = await downloadShared(
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
    open({
      summary: 'The contact’s answer on a shared candidate (needs a review session)',
      params: linkItemParams,
      headers: sessionHeader,
      body: shortlistFeedbackInputSchema,
      response: { 200: sharedCandidateSchema },
    }),
    async (request) => {
      const access = await linkAccess(request);
      return giveFeedback(deps, access, '', request.params.applicationId, request.body);
    },
  );
};
