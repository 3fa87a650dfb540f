import type { Offer } from '@careers/contracts';
import type { OperationCase, World } from '../world.ts';
import { ownerAndStaff, staffOnly } from './expectations.ts';

const DAY = 86_400_000;

/** Valid terms, with a deadline a week ahead. */
export const offerTerms = () => ({
  roleTitle: 'Graduate Analyst',
  pay: '£28,000 a year',
  startDate: '2027-09-01',
  location: 'Leeds',
  conditions: 'Subject to references.',
  deadline: new Date(Date.now() + 7 * DAY).toISOString(),
});

async function send(w: World, method: 'POST', url: string, payload?: object) {
  const res = await w.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: w.admin.auth,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${url} answered ${res.body}`);
  return res;
}

/** A new application of the owner's, moved on to interviewing (ready for an offer). */
async function interviewing(w: World): Promise<string> {
  const { id } = await w.fresh.ownerApplication();
  for (const status of ['under_review', 'shortlisted', 'interviewing']) {
    await send(w, 'POST', `/applications/${id}/status`, { status });
  }
  return id;
}

/** A pending offer on a new application of the owner's; accepted by the owner when asked. */
export async function freshOffer(w: World, accepted = false): Promise<Offer> {
  const applicationId = await interviewing(w);
  const offer = (
    await send(w, 'POST', `/applications/${applicationId}/offers`, offerTerms())
  ).json<Offer>();
  if (accepted) {
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offer.id}/accept`,
      headers: w.owner.auth,
    });
    if (res.statusCode !== 200) throw new Error(`accept answered ${res.body}`);
  }
  return offer;
}

/**
 * Offers (issue 20): staff make, edit and mark reneged; the candidate reads and answers their own
 * (another candidate is told it does not exist; staff do not answer for the candidate). Employer
 * contacts never reach an offer.
 */
export const offerOperations: Record<string, OperationCase[]> = {
  'GET /api/v1/applications/:id/offers': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: ownerAndStaff(200) },
  ],
  'POST /api/v1/applications/:id/offers': [
    {
      example: async (w) => ({ params: { id: await interviewing(w) }, body: offerTerms() }),
      expect: staffOnly(201),
    },
  ],
  'PATCH /api/v1/offers/:id': [
    {
      example: async (w) => ({
        params: { id: (await freshOffer(w)).id },
        body: { pay: '£29,000' },
      }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/offers/:id/accept': [
    {
      example: async (w) => ({ params: { id: (await freshOffer(w)).id } }),
      expect: ownerAndStaff(200, 403),
    },
  ],
  'POST /api/v1/offers/:id/decline': [
    {
      example: async (w) => ({ params: { id: (await freshOffer(w)).id } }),
      expect: ownerAndStaff(200, 403),
    },
  ],
  'POST /api/v1/offers/:id/renege': [
    {
      example: async (w) => ({
        params: { id: (await freshOffer(w, true)).id },
        body: { reason: 'Took a role elsewhere' },
      }),
      expect: staffOnly(200),
    },
  ],
};
