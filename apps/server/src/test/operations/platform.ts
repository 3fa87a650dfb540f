import { type OperationCase } from '../world.ts';
import { all, signedIn, staffOnly } from './expectations.ts';

/** Public pages, the search and each person's notifications. */
export const platformOperations: Record<string, OperationCase[]> = {
  // Documentation, health and the public settings are public.
  'GET /api/v1/health': [{ example: () => ({}), expect: all(200) }],
  'GET /api/v1/settings': [{ example: () => ({}), expect: all(200) }],
  // The navbar search: every signed-in person, over what they may read.
  'GET /api/v1/search': [{ example: () => ({ query: { q: 'graduate' } }), expect: signedIn(200) }],
  // Each person's own notifications and email choices.
  'GET /api/v1/notifications': [{ example: () => ({}), expect: signedIn(200) }],
  'POST /api/v1/notifications/read-all': [{ example: () => ({}), expect: signedIn(204) }],
  'POST /api/v1/notifications/:id/read': [
    {
      name: "an unknown id (nobody's)",
      example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
      expect: signedIn(404),
    },
  ],
  'GET /api/v1/notification-preferences': [{ example: () => ({}), expect: signedIn(200) }],
  'PUT /api/v1/notification-preferences': [
    {
      example: (_w, as) => ({
        body: {
          email:
            as === 'admin' || as === 'disabledAdmin'
              ? { application_new: true }
              : as === 'employer'
                ? {}
                : { application_status: false },
        },
      }),
      expect: signedIn(200),
    },
  ],
  'PATCH /api/v1/settings': [
    { example: () => ({ body: { showcase: true } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/openapi.json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/static/index.html': [{ example: () => ({}), expect: all(302) }],
  'GET /api/docs/static/*': [
    { example: () => ({ params: { '*': 'swagger-ui.css' } }), expect: all(200) },
  ],
  'GET /api/docs/static/swagger-initializer.js': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/yaml': [{ example: () => ({}), expect: all(200) }],
};
