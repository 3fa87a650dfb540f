import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  createOrganisationInputSchema,
  idParamsSchema,
  listOrganisationsQuerySchema,
  MAX_LOGO_BYTES,
  organisationContactInputSchema,
  organisationContactParamsSchema,
  organisationContactSchema,
  organisationDecisionInputSchema,
  organisationDetailSchema,
  organisationExportOptionsSchema,
  organisationMergeInputSchema,
  organisationNoteInputSchema,
  organisationNoteListSchema,
  organisationNoteSchema,
  organisationPageSchema,
  pagingQuerySchema,
  updateOrganisationContactInputSchema,
  updateOrganisationInputSchema,
} from '@careers/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sendExport } from '../../lib/exports/files.ts';
import { errorResponses, security } from '../../lib/routes.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import * as service from './organisations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['organisations'];

/** Reads the one image in the field "file". */
async function readLogo(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        throw badRequest('Send one image in the field "file"', 'file');
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `A logo can be at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`, 'file');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest('Upload the image as multipart/form-data', 'file');
    }
    throw badRequest('The upload was incomplete or malformed. Choose the image again.', 'file');
  }
  if (!bytes) throw badRequest('Choose an image to upload', 'file');
  return bytes;
}

/**
 * Staff's organisations: list, export, profile, decisions (approve, reject, suspend, reinstate),
 * logo, contacts, notes, history and merge. Employer contacts use /employer/organisation instead;
 * of these they may only read their own organisation's logo.
 */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const staff = app.requireAbility('manage', 'Organisation');
  const deps = (): service.Deps => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.get(
    '/organisations',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Organisations, paged: search, status and sector filters, vacancy and application counts',
        querystring: listOrganisationsQuerySchema,
        response: { 200: organisationPageSchema, ...errors },
      },
    },
    async (request) => service.list(db, request.query),
  );

  app.get(
    '/organisations/export',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: `CSV or Excel file of the filtered organisations (at most ${service.EXPORT_LIMIT} rows)`,
        querystring: listOrganisationsQuerySchema
          .omit({ page: true, perPage: true })
          .extend(organisationExportOptionsSchema.shape),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { format, lang, columns, ...filters } = request.query;
      const table = await service.exportTable(db, filters, { format, lang, columns });
      return sendExport(reply, 'organisations', format, lang, table);
    },
  );

  app.post(
    '/organisations',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Create an organisation (approved); 409 when one has the same website or name',
        body: createOrganisationInputSchema,
        response: { 201: organisationDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(db, request.user, request.body)),
  );

  app.get(
    '/organisations/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: organisationDetailSchema, ...errors },
      },
    },
    async (request, reply) => tagVersion(reply, await service.get(db, request.params.id)),
  );

  app.patch(
    '/organisations/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Edit the profile (send the version edited; 409 when stale); a rename is copied into its vacancies and applications',
        params: idParamsSchema,
        body: updateOrganisationInputSchema,
        response: { 200: organisationDetailSchema, ...errors, ...errorResponses(428) },
      },
    },
    async (request, reply) =>
      tagVersion(
        reply,
        await service.update(db, request.user, request.params.id, versionedBody(request)),
      ),
  );

  app.post(
    '/organisations/:id/decision',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Approve, reject, suspend or reinstate (409 with the allowed moves); suspending pauses open vacancies, revokes review links and ends contacts’ sessions',
        params: idParamsSchema,
        body: organisationDecisionInputSchema,
        response: { 200: organisationDetailSchema, ...errors },
      },
    },
    async (request) => service.decide(db, deps(), request.user, request.params.id, request.body),
  );

  app.put(
    '/organisations/:id/logo',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: `Upload the logo (multipart field "file"): PNG, JPEG or WebP judged by its bytes, at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: organisationDetailSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      service.putLogo(db, request.user, request.params.id, await readLogo(request)),
  );

  app.get(
    '/organisations/:id/logo',
    {
      preHandler: app.requireAbility('read', 'Organisation'),
      schema: {
        tags,
        security,
        summary: 'The logo image (staff, and the organisation’s own contacts)',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The image bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const image = await service.logo(db, request.user, request.params.id);
      return reply
        .header('Content-Type', image.type)
        .header('Content-Length', image.bytes.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );

  app.delete(
    '/organisations/:id/logo',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: organisationDetailSchema, ...errors },
      },
    },
    async (request) => service.removeLogo(db, request.user, request.params.id),
  );

  app.post(
    '/organisations/:id/contacts',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: organisationContactInputSchema,
        response: { 201: organisationContactSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addContact(db, request.user, request.params.id, request.body)),
  );

  app.patch(
    '/organisations/:id/contacts/:contactId',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: organisationContactParamsSchema,
        body: updateOrganisationContactInputSchema,
        response: { 200: organisationContactSchema, ...errors },
      },
    },
    async (request) =>
      service.updateContact(
        db,
        request.user,
        request.params.id,
        request.params.contactId,
        request.body,
      ),
  );

  app.delete(
    '/organisations/:id/contacts/:contactId',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: organisationContactParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeContact(db, request.user, request.params.id, request.params.contactId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organisations/:id/notes',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Staff notes, newest first (never shown to the organisation’s contacts)',
        params: idParamsSchema,
        response: { 200: organisationNoteListSchema, ...errors },
      },
    },
    async (request) => service.notes(db, request.params.id),
  );

  app.post(
    '/organisations/:id/notes',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: organisationNoteInputSchema,
        response: { 201: organisationNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addNote(db, request.user, request.params.id, request.body.body)),
  );

  app.get(
    '/organisations/:id/history',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Every change to the organisation (its audit entries), newest first',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => service.history(db, request.params.id, request.query),
  );

  app.post(
    '/organisations/:id/merge',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Merge into another organisation: its vacancies, contacts, accounts, notes and shortlists move there, then it is deleted (409 into itself)',
        params: idParamsSchema,
        body: organisationMergeInputSchema,
        response: { 200: organisationDetailSchema, ...errors },
      },
    },
    async (request) => service.merge(db, request.user, request.params.id, request.body.intoId),
  );
};
