import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyClickSchema,
  createVacancyInputSchema,
  listVacanciesQuerySchema,
  updateVacancyInputSchema,
  vacancyExportOptionsSchema,
  vacancyPageSchema,
  vacancySchema,
  vacancyReviewInputSchema,
  vacancyStatusInputSchema,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody, pagedList } from '../../lib/route-schemas.ts';
import { exportRoute } from '../../lib/exports/route.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import * as service from './vacancies.service.ts';
import * as approval from './vacancy-approval.service.ts';
import * as moves from './vacancy-status.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['vacancies'];
const route = sessionRoutes(tags, errors);

export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.get(
    '/vacancies',
    route(app.requireAbility('read', 'Vacancy'), {
      summary: 'Vacancies, paged; candidates see only open vacancies before their deadline',
      ...pagedList(listVacanciesQuerySchema, vacancyPageSchema),
    }),
    async (request) => service.list(db, request.user, request.query),
  );

  exportRoute(app, {
    name: 'vacancies',
    preHandler: app.requireAbility('manage', 'Vacancy'),
    tags,
    summary: `CSV or Excel file of the filtered vacancies (at most ${service.EXPORT_LIMIT} rows): the chosen columns, headers in the chosen language`,
    errors,
    listQuery: listVacanciesQuerySchema,
    options: vacancyExportOptionsSchema,
    exportTable: (filters, request) => service.exportTable(db, filters, request),
  });

  app.post(
    '/vacancies',
    route(app.requireAbility('create', 'Vacancy'), {
      summary:
        "Create a vacancy (as a draft). An employer contact's is their organisation's, and goes through approval",
      body: createVacancyInputSchema,
      response: { 201: vacancySchema },
    }),
    created(async (request) => service.create(db, request.user, request.body)),
  );

  app.get(
    '/vacancies/:id',
    route(app.requireAbility('read', 'Vacancy'), byId({ 200: vacancySchema })),
    async (request, reply) =>
      tagVersion(reply, await service.get(db, request.user, request.params.id)),
  );

  app.patch(
    '/vacancies/:id',
    route(app.requireAbility('update', 'Vacancy'), {
      summary:
        'Edit a vacancy; send the version edited (expectedUpdatedAt or If-Match), 409 when it is no longer current. Employer contacts edit only drafts and declined vacancies (409 otherwise)',
      body: updateVacancyInputSchema,
      ...byId({ 200: vacancySchema, ...errorResponses(428) }),
    }),
    async (request, reply) =>
      tagVersion(
        reply,
        await service.update(db, request.user, request.params.id, versionedBody(request)),
      ),
  );

  app.post(
    '/vacancies/:id/status',
    route(app.requireAbility('update', 'Vacancy'), {
      summary:
        'Staff move a vacancy along its status machine (409 with the allowed next states); out of pending_approval a move is a review decision (reason = the note)',
      body: vacancyStatusInputSchema,
      ...byId({ 200: vacancySchema }),
    }),
    async (request) =>
      moves.changeStatus(
        db,
        deps,
        request.user,
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  );

  app.post(
    '/vacancies/:id/apply-click',
    route(app.requireAbility('read', 'Vacancy'), {
      summary:
        "Follow a vacancy's \"Apply on the employer's site\" link: answers the link; a candidate's click is counted once a day (409 when the vacancy has no link)",
      ...byId({ 200: applyClickSchema }),
    }),
    async (request) => service.applyClick(db, request.user, request.params.id),
  );

  app.post(
    '/vacancies/:id/submit',
    route(app.requireAbility('update', 'Vacancy'), {
      summary:
        'An employer contact submits a draft or declined vacancy for approval (409 unless the organisation is approved); staff are told',
      ...byId({ 200: vacancySchema }),
    }),
    async (request) => approval.submit(db, deps, request.user, request.params.id),
  );

  app.post(
    '/vacancies/:id/review',
    route(app.requireAbility('manage', 'Vacancy'), {
      summary:
        "Staff decide on a vacancy waiting for approval: approve (it opens), request changes (back to draft) or decline; a note is required for the last two; the organisation's contacts are emailed",
      body: vacancyReviewInputSchema,
      ...byId({ 200: vacancySchema }),
    }),
    async (request) =>
      approval.review(
        db,
        deps,
        request.user,
        request.params.id,
        request.body.decision,
        request.body.note,
      ),
  );

  app.delete(
    '/vacancies/:id',
    route(app.requireAbility('delete', 'Vacancy'), {
      summary: 'Delete a draft (409 for any other status)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => moves.remove(db, request.user, request.params.id)),
  );
};
