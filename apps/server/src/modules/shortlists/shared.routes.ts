import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idParamsSchema,
  sharedCandidateSchema,
  sharedShortlistSchema,
  sharedShortlistSummarySchema,
  shortlistFeedbackInputSchema,
} from '@careers/contracts';
import { errorResponses, sendFile, sessionRoutes } from '../../lib/routes.ts';
import { byId } from '../../lib/route-schemas.ts';
import { forbidden } from '../../lib/errors.ts';
import { giveFeedback } from './feedback.service.ts';
import { downloadShared, listShared, readShared, type SharedAccess } from './shared.service.ts';
import type { Deps } from './shortlists.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const route = sessionRoutes(['shortlists'], errors);

const itemParams = idParamsSchema.extend({ applicationId: z.uuid() });
const documentParams = itemParams.extend({ documentId: z.uuid() });

/** Only employer contacts use the portal's shortlists (staff use /shortlists). */
async function employersOnly(request: FastifyRequest): Promise<void> {
  if (request.user.role !== 'employer') throw forbidden('Only employer contacts use the portal');
}

/** The employer portal: the organisation's shortlists (another organisation's are not found). */
export const sharedShortlistsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  const portal = [app.requireAbility('read', 'EmployerPortal'), employersOnly];
  const portalAccess = (request: FastifyRequest): SharedAccess => ({
    kind: 'portal',
    viewer: request.user,
  });

  app.get(
    '/employer/shortlists',
    route(portal, {
      summary: 'Shortlists shared with your organisation, newest first',
      response: { 200: z.array(sharedShortlistSummarySchema) },
    }),
    async (request) => listShared(db, request.user),
  );

  app.get(
    '/employer/shortlists/:id',
    route(portal, {
      summary:
        'The shared candidates: name, cover note, documents and the profile fields the notice lists (viewing is audited)',
      ...byId({ 200: sharedShortlistSchema }),
    }),
    async (request) => readShared(db, portalAccess(request), request.params.id),
  );

  app.get(
    '/employer/shortlists/:id/applications/:applicationId/documents/:documentId',
    route(portal, {
      summary: 'A shared candidate’s document, as an attachment (audited)',
      params: documentParams,
      response: { 200: z.unknown().describe('The file bytes') },
    }),
    async (request, reply) => {
      const { id, applicationId, documentId } = request.params;
      const doc = await downloadShared(db, portalAccess(request), id, applicationId, documentId);
      return sendFile(reply, doc);
    },
  );

  app.put(
    '/employer/shortlists/:id/applications/:applicationId/feedback',
    route(portal, {
      summary: 'Your answer on a shared candidate (interested, maybe, not interested)',
      params: itemParams,
      body: shortlistFeedbackInputSchema,
      response: { 200: sharedCandidateSchema },
    }),
    async (request) =>
      giveFeedback(
        deps,
        portalAccess(request),
        request.params.id,
        request.params.applicationId,
        request.body,
      ),
  );
};
