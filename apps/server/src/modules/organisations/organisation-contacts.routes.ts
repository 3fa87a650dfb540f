import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { errorResponses, security } from '../../lib/routes.ts';
import * as service from './organisation-contacts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['organisations'];

/** Staff's side of an organisation: its contacts, notes and history. Registered by organisationsRoutes. */
export const organisationContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Organisation');

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
};
