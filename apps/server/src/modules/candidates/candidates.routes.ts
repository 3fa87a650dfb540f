import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidatePageSchema,
  candidateSchema,
  listCandidatesQuerySchema,
  updateCandidateInputSchema,
} from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId, pagedList } from '../../lib/route-schemas.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import * as service from './candidates.service.ts';

const route = sessionRoutes(['candidates'], errorResponses(400, 401, 403, 404));

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/candidates',
    route(app.requireAbility('manage', 'Candidate'), {
      summary: 'Candidates, paged (admins)',
      ...pagedList(listCandidatesQuerySchema, candidatePageSchema),
    }),
    async (request) => service.list(db, request.query),
  );

  app.get(
    '/candidates/:id',
    route(app.requireAbility('read', 'Candidate'), byId({ 200: candidateSchema })),
    async (request, reply) =>
      tagVersion(reply, await service.get(db, request.user, request.params.id)),
  );

  app.patch(
    '/candidates/:id',
    route(app.requireAbility('update', 'Candidate'), {
      summary:
        'Update a profile (admins, or the candidate on their own profile); send the version edited (expectedUpdatedAt or If-Match), 409 when it is no longer current',
      body: updateCandidateInputSchema,
      ...byId({ 200: candidateSchema, ...errorResponses(409, 428) }),
    }),
    async (request, reply) =>
      tagVersion(
        reply,
        await service.update(db, request.user, request.params.id, versionedBody(request)),
      ),
  );
};
