import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_LOGO_BYTES, organisationDetailSchema } from '@careers/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId } from '../../lib/route-schemas.ts';
import * as service from './organisation-profile.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const route = sessionRoutes(['organisations'], errors);

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
 * An organisation's logo: staff upload and remove it; staff and the organisation's own contacts
 * read it. Registered by organisationsRoutes, which accepts the multipart upload.
 */
export const organisationLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Organisation');

  app.put(
    '/organisations/:id/logo',
    route(staff, {
      summary: `Upload the logo (multipart field "file"): PNG, JPEG or WebP judged by its bytes, at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`,
      consumes: ['multipart/form-data'],
      ...byId({ 200: organisationDetailSchema, ...errorResponses(413, 415) }),
    }),
    async (request) =>
      service.putLogo(db, request.user, request.params.id, await readLogo(request)),
  );

  app.get(
    '/organisations/:id/logo',
    route(app.requireAbility('read', 'Organisation'), {
      summary: 'The logo image (staff, and the organisation’s own contacts)',
      ...byId({ 200: z.unknown().describe('The image bytes') }),
    }),
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
    route(staff, byId({ 200: organisationDetailSchema })),
    async (request) => service.removeLogo(db, request.user, request.params.id),
  );
};
