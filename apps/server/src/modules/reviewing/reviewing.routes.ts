import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noteEditSchema,
  noteInputSchema,
  noteListSchema,
  noteParamsSchema,
  noteSchema,
  noteVersionListSchema,
  ratingInputSchema,
  ratingSummarySchema,
  tagInputSchema,
  tagListSchema,
  taggedParamsSchema,
  tagSchema,
  updateTagInputSchema,
  type NoteSubject,
} from '@careers/contracts';
import { created, errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import * as service from './reviewing.service.ts';

const route = sessionRoutes(['reviewing'], errorResponses(400, 401, 403, 404, 409));

/** Where each kind of record's notes and tags live: /applications/:id/… and /candidates/:id/…. */
const records: { kind: NoteSubject; path: string }[] = [
  { kind: 'application', path: '/applications/:id' },
  { kind: 'candidate', path: '/candidates/:id' },
];

/**
 * Staff's review of applications and candidates: notes, ratings, tags. Staff only; candidates and
 * employer contacts are refused every one (403) and no portal or employer answer carries them.
 */
export const reviewingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = app.requireAbility('manage', 'Review');

  for (const { kind, path } of records) {
    app.get(
      `${path}/notes`,
      route(staff, {
        summary: `Staff notes on the ${kind}, newest first (never shown to candidates or employers)`,
        ...byId({ 200: noteListSchema }),
      }),
      async (request) => service.notesOn(db, kind, request.params.id),
    );

    app.post(
      `${path}/notes`,
      route(staff, {
        summary: `Add a staff note to the ${kind}`,
        body: noteInputSchema,
        ...byId({ 201: noteSchema }),
      }),
      created(async (request) =>
        service.addNote(db, request.user, kind, request.params.id, request.body.body),
      ),
    );

    app.get(
      `${path}/tags`,
      route(staff, {
        summary: `The ${kind}'s tags`,
        ...byId({ 200: tagListSchema }),
      }),
      async (request) => service.tagsOn(db, kind, request.params.id),
    );

    app.put(
      `${path}/tags/:tagId`,
      route(staff, {
        summary: `Put a tag on the ${kind} (again is harmless); answers its tags`,
        params: taggedParamsSchema,
        response: { 200: tagListSchema },
      }),
      async (request) =>
        service.tag(db, request.user, kind, request.params.id, request.params.tagId),
    );

    app.delete(
      `${path}/tags/:tagId`,
      route(staff, {
        summary: `Take a tag off the ${kind}`,
        params: taggedParamsSchema,
        response: { 204: noBody },
      }),
      noContent(async (request) =>
        service.untag(db, request.user, kind, request.params.id, request.params.tagId),
      ),
    );
  }

  app.patch(
    '/notes/:noteId',
    route(staff, {
      summary:
        'Edit your own note (another staff member’s: 403); the earlier text is kept and the note shows it was edited',
      params: noteParamsSchema,
      body: noteEditSchema,
      response: { 200: noteSchema },
    }),
    async (request) => service.editNote(db, request.user, request.params.noteId, request.body),
  );

  app.get(
    '/notes/:noteId/versions',
    route(staff, {
      summary: 'The earlier texts of a note, oldest first (staff only)',
      params: noteParamsSchema,
      response: { 200: noteVersionListSchema },
    }),
    async (request) => service.noteHistory(db, request.params.noteId),
  );

  app.delete(
    '/notes/:noteId',
    route(staff, {
      summary:
        'Delete your own note (another staff member’s: 403); its text is kept in the history',
      params: noteParamsSchema,
      response: { 204: noBody },
    }),
    noContent(async (request) => service.deleteNote(db, request.user, request.params.noteId)),
  );

  app.get(
    '/applications/:id/rating',
    route(staff, {
      summary: 'The staff ratings of an application: average, count and your own',
      ...byId({ 200: ratingSummarySchema }),
    }),
    async (request) => service.ratings(db, request.user, request.params.id),
  );

  app.put(
    '/applications/:id/rating',
    route(staff, {
      summary: 'Set or replace your 1–5 rating of an application; answers the ratings',
      body: ratingInputSchema,
      ...byId({ 200: ratingSummarySchema }),
    }),
    async (request) => service.rate(db, request.user, request.params.id, request.body.value),
  );

  app.delete(
    '/applications/:id/rating',
    route(staff, {
      summary: 'Clear your rating of an application',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.clearRating(db, request.user, request.params.id)),
  );

  app.get(
    '/tags',
    route(staff, {
      summary: 'Every staff tag, by name',
      response: { 200: tagListSchema },
    }),
    async () => service.allTags(db),
  );

  app.post(
    '/tags',
    route(staff, {
      summary: 'Create a tag (a name not yet taken, in any case, and a colour of the palette)',
      body: tagInputSchema,
      response: { 201: tagSchema },
    }),
    created(async (request) => service.createTag(db, request.user, request.body)),
  );

  app.patch(
    '/tags/:id',
    route(staff, {
      summary: 'Rename or recolour a tag',
      body: updateTagInputSchema,
      ...byId({ 200: tagSchema }),
    }),
    async (request) => service.updateTag(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/tags/:id',
    route(staff, {
      summary: 'Delete a tag (it leaves every application and candidate it was on)',
      ...byId({ 204: noBody }),
    }),
    noContent(async (request) => service.deleteTag(db, request.user, request.params.id)),
  );
};
