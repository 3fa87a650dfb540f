import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidatePageSchema,
  candidateSchema,
  idParamsSchema,
  listCandidatesQuerySchema,
  updateCandidateInputSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import * as service from './candidates.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const editErrors = { ...errors, ...errorResponses(409, 428) };
const tags = ['candidates'];

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/candidates',
    {
      preHandler: app.requireAbility('manage', 'Candidate'),
      schema: {
        tags,
        security,
        summary: 'Candidates, paged (admins)',
        querystring: listCandidatesQuerySchema,
        response: { 200: candidatePageSchema, ...errors },
      },
    },
    async (request) => service.list(db, request.query),
  );

  app.get(
    '/candidates/:id',
    {
      preHandler: app.requireAbility('read', 'Candidate'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: candidateSchema, ...errors },
      },
    },
    async (request, reply) =>
      tagVersion(reply, await service.get(db, request.user, request.params.id)),
  );

  app.patch(
    '/candidates/:id',
    {
      preHandler: app.requireAbility('update', 'Candidate'),
      schema: {
        tags,
        security,
        summary:
          'Update a profile (admins, or the candidate on their own profile); send the version edited (expectedUpdatedAt or If-Match), 409 when it is no longer current',
        params: idParamsSchema,
        body: updateCandidateInputSchema,
        response: { 200: candidateSchema, ...editErrors },
      },
    },
    async (request, reply) =>
      tagVersion(
        reply,
        await service.update(db, request.user, request.params.id, versionedBody(request)),
      ),
  );
};
