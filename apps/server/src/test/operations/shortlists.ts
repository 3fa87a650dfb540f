import { SHARING_NOTICE_VERSION, type Application } from '@careers/contracts';
import { createOrganisation } from '../employers.ts';
import { createLinkContact, lastCodeFor, reviewSession, share } from '../shortlists.ts';
import type { OperationCase, World } from '../world.ts';
import { all, employerOnly, staffOnly } from './expectations.ts';

interface Fixture {
  organisationId: string;
  application: Application;
  contact: { id: string; email: string };
  portalShortlistId: string;
}

const fixtures = new WeakMap<World, Promise<Fixture>>();

/**
 * An organisation of its own (not the world employer's), the owner's application to its vacancy
 * made under the sharing notice, a contact without an account and a portal share.
 */
function fixture(w: World): Promise<Fixture> {
  let made = fixtures.get(w);
  if (!made) {
    made = (async () => {
      const org = await createOrganisation(w.app, { name: `Shared Org ${Date.now()}` });
      const vacancy = await w.fresh.openVacancy({ organisationId: org.id });
      const res = await w.app.inject({
        method: 'POST',
        url: `/api/v1/vacancies/${vacancy.id}/applications`,
        headers: w.owner.auth,
        payload: { documentIds: [w.document.id], noticeVersion: SHARING_NOTICE_VERSION },
      });
      if (res.statusCode !== 201) throw new Error(`apply answered ${res.body}`);
      const application = res.json<Application>();
      const contact = await createLinkContact(w.app, org.id);
      const { shortlist } = await share(w.app, w.admin, {
        applicationIds: [application.id],
        via: 'portal',
      });
      return {
        organisationId: org.id,
        application,
        contact,
        portalShortlistId: shortlist.id,
      };
    })();
    fixtures.set(w, made);
  }
  return made;
}

/** A fresh review link (codes are rate-limited per link, so each example spends its own). */
async function freshLink(w: World) {
  const f = await fixture(w);
  const { shortlist, token } = await share(w.app, w.admin, {
    applicationIds: [f.application.id],
    via: 'link',
    contactId: f.contact.id,
  });
  return { f, shortlist, token: token! };
}

/**
 * Shortlists. Staff share and withdraw; employer contacts read only their organisation's portal
 * shares (the world's employer belongs to another organisation: 404); review links need no
 * account, only the link and the emailed code, so every caller gets the same answer.
 */
export const shortlistOperations: Record<string, OperationCase[]> = {
  'POST /api/v1/shortlists': [
    {
      name: 'portal',
      example: async (w) => ({
        body: { applicationIds: [(await fixture(w)).application.id], via: 'portal' },
      }),
      expect: staffOnly(201),
    },
    {
      name: 'review link',
      example: async (w) => {
        const f = await fixture(w);
        return {
          body: {
            applicationIds: [f.application.id],
            via: 'link',
            contactId: f.contact.id,
            expiresInDays: 7,
            message: 'Please let us know by Friday',
          },
        };
      },
      expect: staffOnly(201),
    },
  ],
  'GET /api/v1/shortlists': [
    {
      example: async (w) => ({ query: { organisationId: (await fixture(w)).organisationId } }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/shortlists/recipients': [
    {
      example: async (w) => ({ query: { organisationId: (await fixture(w)).organisationId } }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/shortlists/:id': [
    {
      example: async (w) => ({ params: { id: (await fixture(w)).portalShortlistId } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/shortlists/:id': [
    {
      example: async (w) => ({ params: { id: (await freshLink(w)).shortlist.id } }),
      expect: staffOnly(204),
    },
  ],
  'GET /api/v1/employer/shortlists': [
    {
      example: () => ({}),
      expect: employerOnly(200),
    },
  ],
  'GET /api/v1/employer/shortlists/:id': [
    {
      example: async (w) => ({ params: { id: (await fixture(w)).portalShortlistId } }),
      expect: employerOnly(404),
    },
  ],
  'GET /api/v1/employer/shortlists/:id/applications/:applicationId/documents/:documentId': [
    {
      example: async (w) => {
        const f = await fixture(w);
        return {
          params: {
            id: f.portalShortlistId,
            applicationId: f.application.id,
            documentId: w.document.id,
          },
        };
      },
      expect: employerOnly(404),
    },
  ],
  'PUT /api/v1/employer/shortlists/:id/applications/:applicationId/feedback': [
    {
      example: async (w) => {
        const f = await fixture(w);
        return {
          params: { id: f.portalShortlistId, applicationId: f.application.id },
          body: { feedback: 'interested', comment: 'Great fit' },
        };
      },
      expect: employerOnly(404),
    },
  ],
  'POST /api/v1/review/:token/code': [
    {
      example: async (w) => ({ params: { token: (await freshLink(w)).token } }),
      expect: all(200),
    },
  ],
  'POST /api/v1/review/:token/session': [
    {
      example: async (w) => {
        const { f, token } = await freshLink(w);
        await w.app.inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
        return { params: { token }, body: { code: await lastCodeFor(w.app, f.contact.email) } };
      },
      expect: all(200),
    },
  ],
  'GET /api/v1/review/:token': [
    {
      example: async (w) => {
        const { f, token } = await freshLink(w);
        return {
          params: { token },
          headers: await reviewSession(w.app, token, f.contact.email),
        };
      },
      expect: all(200),
    },
    {
      name: 'without the code',
      example: async (w) => ({ params: { token: (await freshLink(w)).token } }),
      expect: all(403),
    },
  ],
  'GET /api/v1/review/:token/applications/:applicationId/documents/:documentId': [
    {
      example: async (w) => {
        const { f, token } = await freshLink(w);
        return {
          params: { token, applicationId: f.application.id, documentId: w.document.id },
          headers: await reviewSession(w.app, token, f.contact.email),
        };
      },
      expect: all(200),
    },
  ],
  'PUT /api/v1/review/:token/applications/:applicationId/feedback': [
    {
      example: async (w) => {
        const { f, token } = await freshLink(w);
        return {
          params: { token, applicationId: f.application.id },
          headers: await reviewSession(w.app, token, f.contact.email),
          body: { feedback: 'maybe' },
        };
      },
      expect: all(200),
    },
  ],
};
