import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  documentKindSchema,
  documentPageSchema,
  documentSchema,
  listDocumentsQuerySchema,
  MB,
} from '@careers/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { created, errorResponses, noContent, sendFile, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody, pagedList } from '../../lib/route-schemas.ts';
import * as service from './documents.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const route = sessionRoutes(['documents'], errors);
const MAX_UPLOAD = 10 * MB;

/** Reads the one file and the kind field, in whichever order the form sends them. */
async function readUpload(request: FastifyRequest) {
  let kind: string | undefined;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest('Send one file in the field "file"', 'file');
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'kind') {
        kind = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `A file can be at most ${MAX_UPLOAD / MB} MB`, 'file');
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'Send one file and its kind, nothing more', 'file');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest('Upload the file as multipart/form-data', 'file');
    }
    // Whatever else the parser met (a truncated body, a missing boundary, a malformed part
    // header) is the upload's fault, not the server's.
    throw badRequest(
      'The upload was incomplete or malformed. Choose the file and try again.',
      'file',
    );
  }
  const parsedKind = documentKindSchema.safeParse(kind);
  if (!parsedKind.success) {
    throw badRequest(
      'Choose a document kind: cv, cover_letter, transcript, certificate or other',
      'kind',
    );
  }
  if (!file) throw badRequest('Choose a file to upload', 'file');
  return { kind: parsedKind.data, ...file };
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/documents',
    route(app.requireAbility('create', 'Document'), {
      summary:
        'Upload a document (multipart: file, kind). PDF/DOCX for cv and cover_letter (5 MB), PDF for transcript and certificate, PDF/PNG/JPEG for other (10 MB); 20 per candidate',
      consumes: ['multipart/form-data'],
      response: { 201: documentSchema },
    }),
    created(async (request) => {
      if (request.user.role !== 'candidate') {
        throw new AppError(403, 'Only candidates upload documents to their library');
      }
      return service.upload(db, request.user, await readUpload(request));
    }),
  );

  app.get(
    '/documents',
    route(app.requireAbility('read', 'Document'), {
      summary: 'Documents: a candidate sees their library; admins see all, filtered by candidate',
      ...pagedList(listDocumentsQuerySchema, documentPageSchema),
    }),
    async (request) => service.list(db, request.user, request.query),
  );

  app.get(
    '/documents/:id',
    route(app.requireAbility('read', 'Document'), byId({ 200: documentSchema })),
    async (request) => service.get(db, request.user, request.params.id),
  );

  app.get(
    '/documents/:id/content',
    route(app.requireAbility('read', 'Document'), {
      summary: 'The file, as an attachment (owner or admin; admin downloads are audited)',
      ...byId({ 200: z.unknown().describe('The file bytes') }),
    }),
    async (request, reply) => {
      const doc = await service.content(db, request.user, request.params.id);
      return sendFile(reply, doc);
    },
  );

  app.delete(
    '/documents/:id',
    route(app.requireAbility('delete', 'Document'), {
      summary:
        'Remove a document from your library (one attached to an application stays readable by the careers service)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.remove(db, request.user, request.params.id)),
  );
};
