import type { Message } from '@careers/contracts';
import { listSuppressions, suppress } from '../../modules/mail/mail.repository.ts';
import { unsubscribeToken } from '../../modules/messages/messages.mail.ts';
import { uniqueEmail, type OperationCase, type World } from '../world.ts';
import { all, staffOnly } from './expectations.ts';

/** A message from the world's admin to its owner (theirs to read). */
async function ownersMessage(w: World): Promise<string> {
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/v1/candidates/${w.owner.id}/messages`,
    headers: w.admin.auth,
    payload: { subject: 'Your CV', body: 'Come and see us about your CV.' },
  });
  if (res.statusCode !== 201) throw new Error(`message answered ${res.body}`);
  return res.json<Message>().id;
}

/** A freshly suppressed address. */
async function suppressedId(w: World): Promise<string> {
  const address = uniqueEmail('bounced');
  await suppress(w.app.database.db, address, 'Bounced permanently: 550', new Date());
  const row = (await listSuppressions(w.app.database.db)).find((r) => r.address === address);
  if (!row) throw new Error('suppression not stored');
  return row.id;
}

const applicants = (w: World) => ({
  kind: 'applicants' as const,
  vacancyId: w.vacancy.id,
  statuses: ['submitted' as const, 'under_review' as const],
});

export const messageOperations: Record<string, OperationCase[]> = {
  'POST /api/v1/candidates/:id/messages': [
    {
      example: (w) => ({
        params: { id: w.owner.id },
        body: {
          subject: 'Your interview',
          body: 'Please bring photo ID.',
          applicationId: w.application.id,
        },
      }),
      expect: staffOnly(201),
    },
  ],
  'GET /api/v1/candidates/:id/mail': [
    { example: (w) => ({ params: { id: w.owner.id } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/me/messages': [
    {
      example: () => ({}),
      expect: {
        anonymous: 401,
        owner: 200,
        other: 200,
        admin: 403,
        disabledAdmin: 401,
        employer: 403,
      },
    },
  ],
  'POST /api/v1/me/messages/:id/read': [
    {
      example: async (w) => ({ params: { id: await ownersMessage(w) } }),
      expect: {
        anonymous: 401,
        owner: 204,
        other: 404,
        admin: 403,
        disabledAdmin: 401,
        employer: 403,
      },
    },
  ],
  'POST /api/v1/messages/groups/preview': [
    { example: (w) => ({ body: { segment: applicants(w) } }), expect: staffOnly(200) },
  ],
  'POST /api/v1/messages/groups': [
    {
      example: (w) => ({
        body: { segment: applicants(w), subject: 'Assessment day', body: 'Details to follow.' },
      }),
      expect: staffOnly(201),
    },
  ],
  'GET /api/v1/messages/groups': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/mail/suppressions': [{ example: () => ({}), expect: staffOnly(200) }],
  'DELETE /api/v1/mail/suppressions/:id': [
    { example: async (w) => ({ params: { id: await suppressedId(w) } }), expect: staffOnly(204) },
  ],
  'POST /api/v1/unsubscribe/:token': [
    {
      // Public: the signed link is the only credential.
      example: (w) => ({ params: { token: unsubscribeToken(w.app.config.jwtSecret, w.owner.id) } }),
      expect: all(204),
    },
  ],
};
