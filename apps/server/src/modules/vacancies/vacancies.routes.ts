import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVacancyInputSchema,
  idParamsSchema,
  listVacanciesQuerySchema,
  updateVacancyInputSchema,
  vacancyExportOptionsSchema,
  vacancyPageSchema,
  vacancySchema,
  vacancyStatusInputSchema,
} from '@careers/contracts';
import { errorResponses, security } from '../../lib/routes.ts';
import { sendExport } from '../../lib/exports/files.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import * as service from './vacancies.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['vacancies'];

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
        summary: `CSV or Excel file of the filtered vacancies (at most ${service.EXPORT_LIMIT} rows): the chosen columns, headers in the chosen language`,
        querystring: listVacanciesQuerySchema
          .omit({ page: true, perPage: true })
          .extend(vacancyExportOptionsSchema.shape),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { format, lang, columns, ...filters } = request.query;
      const table = await service.exportTable(db, filters, { format, lang, columns });
      return sendExport(reply, 'vacancies', format, lang, table);
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
        response: { 200: vacancySchema, ...errors, ...errorResponses(428) },
      },
    },
    async (request, reply) =>
      tagVersion(
        reply,
        await service.update(db, request.user, request.params.id, versionedBody(request)),
      ),
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
