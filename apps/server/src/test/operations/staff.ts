import { type OperationCase, uniqueEmail } from '../world.ts';
import { staffOnly, ownerAndStaff } from './expectations.ts';

/** The staff areas: admins, the outbox, the audit log, statistics and candidates. */
export const staffOperations: Record<string, OperationCase[]> = {
  // Staff areas.
  'GET /api/v1/admins': [{ example: () => ({}), expect: staffOnly(200) }],
  'PATCH /api/v1/admins/:id': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.admin()).id },
        body: { status: 'disabled' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/outbox': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/outbox/:id/retry': [
    {
      name: 'a failed message',
      example: async (w) => ({ params: { id: await w.fresh.failedMessage() } }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/audit': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/stats/overview': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/stats/attention': [
    { example: () => ({ query: { limit: 5 } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/stats/reasons': [{ example: () => ({}), expect: staffOnly(200) }],
  // The internal reasons for rejecting and holding applications (issue 20).
  'GET /api/v1/reasons': [
    { example: () => ({ query: { kind: 'rejected', status: 'active' } }), expect: staffOnly(200) },
  ],
  'POST /api/v1/reasons': [
    {
      example: () => ({ body: { name: `Reason ${uniqueEmail('new')}`, kinds: ['rejected'] } }),
      expect: staffOnly(201),
    },
  ],
  'PATCH /api/v1/reasons/:id': [
    {
      example: async (w) => ({
        params: { id: await w.fresh.reason() },
        body: { status: 'retired' },
      }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/reasons/:id': [
    {
      example: async (w) => ({ params: { id: await w.fresh.reason() } }),
      expect: staffOnly(204),
    },
  ],
  // The wording of automatic emails (issue 20).
  'GET /api/v1/email-templates': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/email-templates/:kind/:language': [
    {
      example: () => ({ params: { kind: 'auth.reset', language: 'fr' } }),
      expect: staffOnly(200),
    },
  ],
  'PUT /api/v1/email-templates/:kind/:language': [
    {
      example: () => ({
        params: { kind: 'auth.verify', language: 'de' },
        body: { subject: 'Bitte bestätigen', body: 'Hallo {{fullName}}: {{link}}' },
      }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/email-templates/:kind/:language': [
    {
      example: () => ({ params: { kind: 'auth.verify', language: 'pt' } }),
      expect: staffOnly(204),
    },
  ],
  'POST /api/v1/email-templates/:kind/:language/preview': [
    {
      example: (w) => ({
        params: { kind: 'application.status.shortlisted', language: 'en' },
        body: { subject: 'Hi', body: 'Dear {{firstName}}', recordId: w.application.id },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/candidates': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/candidates/:id': [
    { example: (w) => ({ params: { id: w.owner.id } }), expect: ownerAndStaff(200) },
  ],
  'PATCH /api/v1/candidates/:id': [
    {
      example: async (w) => {
        const profile = await w.fresh.ownerProfile();
        return {
          params: { id: profile.id },
          body: { programme: 'BSc Geography', expectedUpdatedAt: profile.updatedAt },
        };
      },
      expect: ownerAndStaff(200),
    },
  ],
};
