import type { Note, Tag } from '@careers/contracts';
import { uniqueEmail, type OperationCase, type World } from '../world.ts';
import { staffOnly } from './expectations.ts';

/** A new tag, made by the world's admin (a unique name each time). */
export async function freshTag(w: World): Promise<Tag> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/v1/tags',
    headers: w.admin.auth,
    payload: { name: `Tag ${uniqueEmail('t').slice(0, 30)}`, colour: 'blue' },
  });
  if (res.statusCode !== 201) throw new Error(`tag answered ${res.body}`);
  return res.json<Tag>();
}

/** A tag already on the world's application or its owner's profile. */
async function taggedWith(w: World, on: 'applications' | 'candidates') {
  const tag = await freshTag(w);
  const id = on === 'applications' ? w.application.id : w.owner.id;
  await w.app.inject({
    method: 'PUT',
    url: `/api/v1/${on}/${id}/tags/${tag.id}`,
    headers: w.admin.auth,
  });
  return { id, tagId: tag.id };
}

/** A note of the world's admin on its application (theirs to edit and delete). */
async function adminNote(w: World): Promise<string> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/v1/applications/${w.application.id}/notes`,
    headers: w.admin.auth,
    payload: { body: 'A note to change' },
  });
  if (res.statusCode !== 201) throw new Error(`note answered ${res.body}`);
  return res.json<Note>().id;
}

const onRecords = (
  make: (on: 'applications' | 'candidates') => Record<string, OperationCase[]>,
): Record<string, OperationCase[]> => ({ ...make('applications'), ...make('candidates') });

const recordId = (w: World, on: 'applications' | 'candidates') =>
  on === 'applications' ? w.application.id : w.owner.id;

/**
 * Staff's notes, ratings and tags: staff only. The owner of the application or profile is refused
 * too (403): a candidate never reads staff's review of them, nor does an employer contact.
 */
export const reviewingOperations: Record<string, OperationCase[]> = {
  ...onRecords((on) => ({
    [`GET /api/v1/${on}/:id/notes`]: [
      { example: (w) => ({ params: { id: recordId(w, on) } }), expect: staffOnly(200) },
    ],
    [`POST /api/v1/${on}/:id/notes`]: [
      {
        example: (w) => ({ params: { id: recordId(w, on) }, body: { body: 'Strong candidate.' } }),
        expect: staffOnly(201),
      },
    ],
    [`GET /api/v1/${on}/:id/tags`]: [
      { example: (w) => ({ params: { id: recordId(w, on) } }), expect: staffOnly(200) },
    ],
    [`PUT /api/v1/${on}/:id/tags/:tagId`]: [
      {
        example: async (w) => ({
          params: { id: recordId(w, on), tagId: (await freshTag(w)).id },
        }),
        expect: staffOnly(200),
      },
    ],
    [`DELETE /api/v1/${on}/:id/tags/:tagId`]: [
      { example: async (w) => ({ params: await taggedWith(w, on) }), expect: staffOnly(204) },
    ],
  })),
  'PATCH /api/v1/notes/:noteId': [
    {
      example: async (w) => ({
        params: { noteId: await adminNote(w) },
        body: { body: 'Changed my mind.' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/notes/:noteId/versions': [
    {
      example: async (w) => ({ params: { noteId: await adminNote(w) } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/notes/:noteId': [
    {
      example: async (w) => ({ params: { noteId: await adminNote(w) } }),
      expect: staffOnly(204),
    },
  ],
  'GET /api/v1/applications/:id/rating': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: staffOnly(200) },
  ],
  'PUT /api/v1/applications/:id/rating': [
    {
      example: (w) => ({ params: { id: w.application.id }, body: { value: 4 } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/applications/:id/rating': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: staffOnly(204) },
  ],
  'GET /api/v1/tags': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/tags': [
    {
      example: () => ({ body: { name: `New ${uniqueEmail('t').slice(0, 30)}`, colour: 'teal' } }),
      expect: staffOnly(201),
    },
  ],
  'PATCH /api/v1/tags/:id': [
    {
      example: async (w) => ({ params: { id: (await freshTag(w)).id }, body: { colour: 'pink' } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/tags/:id': [
    { example: async (w) => ({ params: { id: (await freshTag(w)).id } }), expect: staffOnly(204) },
  ],
};
