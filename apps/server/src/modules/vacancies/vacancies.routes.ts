import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVacancyInputSchema,
  errorSchema,
  idParamsSchema,
  listVacanciesQuerySchema,
  updateVacancyInputSchema,
  vacancyPageSchema,
  vacancySchema,
  vacancyStatusInputSchema,
} from '@careers/contracts';
import { requireVersion, tagVersion } from '../../lib/version.ts';
import * as service from './vacancies.service.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const tags = ['vacancies'];
const security = [{ bearerAuth: [] }];

export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/vacancies',
    {
      preHandler: app.requireAbility('read', 'Vacancy'),
      schema: {
        tags,
        security,
        summary: 'Vacancies, paged; candidates see only open vacancies before their deadline',
        querystring: listVacanciesQuerySchema,
        response: { 200: vacancyPageSchema, ...errors },
      },
    },
    async (request) => service.list(db, request.user, request.query),
  );

  app.get(
    '/vacancies/export',
    {
      preHandler: app.requireAbility('manage', 'Vacancy'),
      schema: {
        tags,
        security,
        summary: `CSV of the filtered vacancies (at most ${service.EXPORT_LIMIT} rows)`,
        querystring: listVacanciesQuerySchema.omit({ page: true, perPage: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(db, request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="vacancies-${stamp}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/vacancies',
    {
      preHandler: app.requireAbility('create', 'Vacancy'),
      schema: {
        tags,
        security,
        summary: 'Create a vacancy (as a draft)',
        body: createVacancyInputSchema,
        response: { 201: vacancySchema, ...errors },
      },
    },
    async (request, reply) => {
      const vacancy = await service.create(db, request.user, request.body);
      return reply.status(201).send(vacancy);
    },
  );

  app.get(
    '/vacancies/:id',
    {
      preHandler: app.requireAbility('read', 'Vacancy'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: vacancySchema, ...errors },
      },
    },
    async (request, reply) =>
      tagVersion(reply, await service.get(db, request.user, request.params.id)),
  );

  app.patch(
    '/vacancies/:id',
    {
      preHandler: app.requireAbility('update', 'Vacancy'),
      schema: {
        tags,
        security,
        summary:
          'Edit a vacancy; send the version edited (expectedUpdatedAt or If-Match), 409 when it is no longer current',
        params: idParamsSchema,
        body: updateVacancyInputSchema,
        response: { 200: vacancySchema, ...errors, 428: errorSchema },
      },
    },
    async (request, reply) => {
      const expectedUpdatedAt = requireVersion(request, request.body.expectedUpdatedAt);
      const body = { ...request.body, expectedUpdatedAt };
      return tagVersion(reply, await service.update(db, request.user, request.params.id, body));
    },
  );

  app.post(
    '/vacancies/:id/status',
    {
      preHandler: app.requireAbility('update', 'Vacancy'),
      schema: {
        tags,
        security,
        summary: 'Move a vacancy along its status machine (409 with the allowed next states)',
        params: idParamsSchema,
        body: vacancyStatusInputSchema,
        response: { 200: vacancySchema, ...errors },
      },
    },
    async (request) =>
      service.changeStatus(
        db,
        request.user,
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  );

  app.delete(
    '/vacancies/:id',
    {
      preHandler: app.requireAbility('delete', 'Vacancy'),
      schema: {
        tags,
        security,
        summary: 'Delete a draft (409 for any other status)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
