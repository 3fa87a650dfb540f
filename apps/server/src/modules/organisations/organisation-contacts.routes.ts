import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  idParamsSchema,
  organisationContactInputSchema,
  organisationContactParamsSchema,
  organisationContactSchema,
  organisationNoteInputSchema,
  organisationNoteListSchema,
  organisationNoteSchema,
  pagingQuerySchema,
  updateOrganisationContactInputSchema,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody, pagedList } from '../../lib/route-schemas.ts';
import * as service from './organisation-contacts.service.ts';

const route = sessionRoutes(['organisations'], errorResponses(400, 401, 403, 404, 409));

/** Staff's side of an organisation: its contacts, notes and history. Registered by organisationsRoutes. */
export const organisationContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Organisation');

  app.post(
    '/organisations/:id/contacts',
    route(staff, {
      body: organisationContactInputSchema,
      ...byId({ 201: organisationContactSchema }),
    }),
    created(async (request) =>
      service.addContact(db, request.user, request.params.id, request.body),
    ),
  );

  app.patch(
    '/organisations/:id/contacts/:contactId',
    route(staff, {
      params: organisationContactParamsSchema,
      body: updateOrganisationContactInputSchema,
      response: { 200: organisationContactSchema },
    }),
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
    route(staff, {
      params: organisationContactParamsSchema,
      response: { 204: noBody },
    }),
    noContent(async (request) =>
      service.removeContact(db, request.user, request.params.id, request.params.contactId),
    ),
  );

  app.get(
    '/organisations/:id/notes',
    route(staff, {
      summary: 'Staff notes, newest first (never shown to the organisation’s contacts)',
      ...byId({ 200: organisationNoteListSchema }),
    }),
    async (request) => service.notes(db, request.params.id),
  );

  app.post(
    '/organisations/:id/notes',
    route(staff, {
      body: organisationNoteInputSchema,
      ...byId({ 201: organisationNoteSchema }),
    }),
    created(async (request) =>
      service.addNote(db, request.user, request.params.id, request.body.body),
    ),
  );

  app.get(
    '/organisations/:id/history',
    route(staff, {
      summary: 'Every change to the organisation (its audit entries), newest first',
      params: idParamsSchema,
      ...pagedList(pagingQuerySchema, auditPageSchema),
    }),
    async (request) => service.history(db, request.params.id, request.query),
  );
};
