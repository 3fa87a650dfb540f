import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrganisationInputSchema,
  listOrganisationsQuerySchema,
  MAX_LOGO_BYTES,
  organisationDecisionInputSchema,
  organisationDetailSchema,
  organisationExportOptionsSchema,
  organisationMergeInputSchema,
  organisationPageSchema,
  updateOrganisationInputSchema,
} from '@careers/contracts';
import { exportRoute } from '../../lib/exports/route.ts';
import { created, errorResponses, sessionRoutes } from '../../lib/routes.ts';
import { byId, pagedList } from '../../lib/route-schemas.ts';
import { tagVersion, versionedBody } from '../../lib/version.ts';
import { organisationContactsRoutes } from './organisation-contacts.routes.ts';
import * as decisions from './organisation-decisions.service.ts';
import { organisationLogoRoutes } from './organisation-logo.routes.ts';
import * as profile from './organisation-profile.service.ts';
import * as service from './organisations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['organisations'];
const route = sessionRoutes(tags, errors);

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
  await app.register(organisationLogoRoutes);
  await app.register(organisationContactsRoutes);
  const deps = (): service.Deps => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.get(
    '/organisations',
    route(staff, {
      summary:
        'Organisations, paged: search, status and sector filters, vacancy and application counts',
      ...pagedList(listOrganisationsQuerySchema, organisationPageSchema),
    }),
    async (request) => service.list(db, request.query),
  );

  exportRoute(app, {
    name: 'organisations',
    preHandler: staff,
    tags,
    summary: `CSV or Excel file of the filtered organisations (at most ${service.EXPORT_LIMIT} rows)`,
    errors,
    listQuery: listOrganisationsQuerySchema,
    options: organisationExportOptionsSchema,
    exportTable: (filters, request) => service.exportTable(db, filters, request),
  });

  app.post(
    '/organisations',
    route(staff, {
      summary: 'Create an organisation (approved); 409 when one has the same website or name',
      body: createOrganisationInputSchema,
      response: { 201: organisationDetailSchema },
    }),
    created(async (request) => profile.create(db, request.user, request.body)),
  );

  app.get(
    '/organisations/:id',
    route(staff, byId({ 200: organisationDetailSchema })),
    async (request, reply) => tagVersion(reply, await service.get(db, request.params.id)),
  );

  app.patch(
    '/organisations/:id',
    route(staff, {
      summary:
        'Edit the profile (send the version edited; 409 when stale); a rename is copied into its vacancies and applications',
      body: updateOrganisationInputSchema,
      ...byId({ 200: organisationDetailSchema, ...errorResponses(428) }),
    }),
    async (request, reply) =>
      tagVersion(
        reply,
        await profile.update(db, request.user, request.params.id, versionedBody(request)),
      ),
  );

  app.post(
    '/organisations/:id/decision',
    route(staff, {
      summary:
        'Approve, reject, suspend or reinstate (409 with the allowed moves); suspending pauses open vacancies, revokes review links and ends contacts’ sessions',
      body: organisationDecisionInputSchema,
      ...byId({ 200: organisationDetailSchema }),
    }),
    async (request) => decisions.decide(db, deps(), request.user, request.params.id, request.body),
  );

  app.post(
    '/organisations/:id/merge',
    route(staff, {
      summary:
        'Merge into another organisation: its vacancies, contacts, accounts, notes and shortlists move there, then it is deleted (409 into itself)',
      body: organisationMergeInputSchema,
      ...byId({ 200: organisationDetailSchema }),
    }),
    async (request) => decisions.merge(db, request.user, request.params.id, request.body.intoId),
  );
};
