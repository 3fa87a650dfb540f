import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_BULK_MAX,
  applicationBulkInputSchema,
  applicationBulkResultSchema,
  applicationDraftSchema,
  applicationEventSchema,
  applicationExportOptionsSchema,
  applicationPageSchema,
  applicationSchema,
  applicationStatusInputSchema,
  statusMovePreviewSchema,
  applicationUndoInputSchema,
  createApplicationInputSchema,
  listApplicationsQuerySchema,
  movedApplicationSchema,
  saveApplicationDraftInputSchema,
} from '@careers/contracts';
import { errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId, pagedList } from '../../lib/route-schemas.ts';
import { forbidden } from '../../lib/errors.ts';
import { exportRoute } from '../../lib/exports/route.ts';
import * as service from './applications.service.ts';
import { getDraft, saveDraft } from './application-drafts.service.ts';
import { changeStatus, previewMove } from './application-status.service.ts';
import { undoMove } from './application-undo.service.ts';
import { bulkChange } from './application-bulk.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['applications'];
const route = sessionRoutes(tags, errors);

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (request: FastifyRequest): service.Deps => ({
    db,
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    '/vacancies/:id/applications',
    route(app.requireAbility('create', 'Application'), {
      summary:
        "Apply to an open vacancy with documents from your library and answers to its screening questions (400 naming `answers.<questionId>`; 409: closed, applied on the employer's site, already applied, or a required document missing)",
      body: createApplicationInputSchema,
      ...byId({ 201: applicationSchema }),
    }),
    async (request, reply) => {
      if (request.user.role !== 'candidate') {
        return reply
          .status(403)
          .send({ message: 'Only candidates apply for vacancies', code: 'forbidden' });
      }
      const created = await service.apply(
        deps(request),
        request.user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  // The cover note being written for a vacancy, kept on the server until the application is sent.
  const draftsPreHandler = [app.requireAbility('create', 'Application'), candidatesOnly];
  app.get(
    '/vacancies/:id/application-draft',
    route(draftsPreHandler, {
      summary:
        'Your unsent cover note for a vacancy (an empty note when none is saved); candidates only',
      ...byId({ 200: applicationDraftSchema }),
    }),
    async (request) => {
      return getDraft(db, request.user, request.params.id);
    },
  );

  app.put(
    '/vacancies/:id/application-draft',
    route(draftsPreHandler, {
      summary:
        'Save your cover note and screening answers as you type (an empty note without answers removes the draft; 409 when the vacancy takes no applications or you applied)',
      body: saveApplicationDraftInputSchema,
      ...byId({ 200: applicationDraftSchema }),
    }),
    async (request) => {
      return saveDraft(db, request.user, request.params.id, request.body);
    },
  );

  app.get(
    '/applications',
    route(app.requireAbility('read', 'Application'), {
      summary: 'Applications, paged: admins see all, candidates only their own',
      ...pagedList(listApplicationsQuerySchema, applicationPageSchema),
    }),
    async (request) => service.list(db, request.user, request.query),
  );

  exportRoute(app, {
    name: 'applications',
    preHandler: app.requireAbility('manage', 'Application'),
    tags,
    summary: `CSV or Excel file of the filtered applications (at most ${service.EXPORT_LIMIT} rows): the chosen columns, headers in the chosen language`,
    errors,
    listQuery: listApplicationsQuerySchema,
    options: applicationExportOptionsSchema,
    exportTable: (filters, request) => service.exportTable(db, filters, request),
  });

  app.post(
    '/applications/bulk',
    route(app.requireAbility('manage', 'Application'), {
      summary: `Move or tag up to ${APPLICATION_BULK_MAX} applications (staff only): each succeeds or fails on its own by the rules of the single request (an illegal move answers its item's 409 code, a missing application not_found), the rest are applied in one transaction and their emails queued; the answer lists each distinct id in order`,
      body: applicationBulkInputSchema,
      response: { 200: applicationBulkResultSchema },
    }),
    async (request) => bulkChange(deps(request), request.user, request.body),
  );

  app.get(
    '/applications/:id',
    route(app.requireAbility('read', 'Application'), byId({ 200: applicationSchema })),
    async (request) => service.get(db, request.user, request.params.id),
  );

  app.get(
    '/applications/:id/events',
    route(app.requireAbility('read', 'Application'), {
      summary: 'The history of an application: every status change, oldest first',
      ...byId({ 200: z.array(applicationEventSchema) }),
    }),
    async (request) => service.events(db, request.user, request.params.id),
  );

  app.post(
    '/applications/:id/status',
    route(app.requireAbility('update', 'Application'), {
      summary:
        'Move an application along its status machine; candidates may only withdraw their own. A rejection needs `reasonId` (an internal reason, staff only; optional on hold); `message` is what the candidate reads; `note` is a staff-only note. With `undoable` (forward moves up to interviewing) the email waits 10 s and the answer carries `undo`',
      body: applicationStatusInputSchema,
      ...byId({ 200: movedApplicationSchema }),
    }),
    async (request) => changeStatus(deps(request), request.user, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/status/preview',
    route(app.requireAbility('manage', 'Application'), {
      summary:
        'The email the candidate would get for this move (null when none would go, or with `notify: false`); nothing changes',
      body: applicationStatusInputSchema,
      ...byId({ 200: statusMovePreviewSchema }),
    }),
    async (request) => previewMove(deps(request), request.user, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/undo',
    route(app.requireAbility('manage', 'Application'), {
      summary:
        'Undo a one-click move within 10 s (only its author): the previous status comes back and its email and notification are never sent. 409 after the window or once the application changed again',
      body: applicationUndoInputSchema,
      ...byId({ 200: applicationSchema }),
    }),
    async (request) =>
      undoMove(deps(request), request.user, request.params.id, request.body.eventId),
  );
};

/** Staff may create applications for others, but only a candidate keeps their own drafts. */
async function candidatesOnly(request: FastifyRequest): Promise<void> {
  if (request.user.role !== 'candidate') throw forbidden('Only candidates keep application drafts');
}
