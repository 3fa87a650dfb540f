import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organisationContacts, organisations } from '../../db/tables.ts';
import { createOrganisation } from '../employers.ts';
import { pngBytes } from '../files.ts';
import { uniqueEmail, type OperationCase, type World } from '../world.ts';
import { staffOnly } from './expectations.ts';

/** A new organisation (approved unless told), with a logo when asked. */
async function organisation(
  app: FastifyInstance,
  options: { status?: 'pending' | 'approved'; logo?: boolean } = {},
) {
  const created = await createOrganisation(app, { status: options.status ?? 'approved' });
  if (options.logo) {
    await app.database.db
      .update(organisations)
      .set({ logo: pngBytes(), logoMimeType: 'image/png' })
      .where(eq(organisations.id, created.id));
  }
  return created;
}

async function contactOf(w: World) {
  const org = await organisation(w.app);
  const [contact] = await w.app.database.db
    .insert(organisationContacts)
    .values({ organisationId: org.id, fullName: 'Casey Jordan', email: uniqueEmail('contact') })
    .returning({ id: organisationContacts.id });
  return { id: org.id, contactId: contact!.id };
}

async function current(w: World, id: string): Promise<string> {
  const res = await w.app.inject({ url: `/api/v1/organisations/${id}`, headers: w.admin.auth });
  return res.json<{ updatedAt: string }>().updatedAt;
}

/**
 * Staff's organisations. An employer contact is refused every one of these (403: they use
 * /employer/organisation), except their own organisation's logo; another organisation's is unknown.
 */
export const organisationOperations: Record<string, OperationCase[]> = {
  'GET /api/v1/organisations': [
    { example: () => ({ query: { q: 'acme', status: 'approved' } }), expect: staffOnly(200) },
  ],
  'GET /api/v1/organisations/export': [
    { name: 'CSV', example: () => ({}), expect: staffOnly(200) },
    {
      name: 'Excel, chosen columns, in German',
      example: () => ({ query: { format: 'xlsx', lang: 'de', columns: 'name,status,size' } }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/organisations': [
    {
      example: () => ({
        body: { name: `Matrix Org ${uniqueEmail('o')}`, sector: 'Energy', size: 'small' },
      }),
      expect: staffOnly(201),
    },
  ],
  'GET /api/v1/organisations/:id': [
    {
      example: async (w) => ({ params: { id: (await organisation(w.app)).id } }),
      expect: staffOnly(200),
    },
  ],
  'PATCH /api/v1/organisations/:id': [
    {
      example: async (w) => {
        const { id } = await organisation(w.app);
        return {
          params: { id },
          body: { sector: 'Retail', expectedUpdatedAt: await current(w, id) },
        };
      },
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/organisations/:id/decision': [
    {
      example: async (w) => ({
        params: { id: (await organisation(w.app, { status: 'pending' })).id },
        body: { status: 'approved' },
      }),
      expect: staffOnly(200),
    },
  ],
  'PUT /api/v1/organisations/:id/logo': [
    {
      example: async (w) => ({
        params: { id: (await organisation(w.app)).id },
        form: { fields: {}, file: { name: 'logo.png', content: pngBytes() } },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/organisations/:id/logo': [
    {
      name: 'another organisation’s',
      example: async (w) => ({ params: { id: (await organisation(w.app, { logo: true })).id } }),
      expect: { ...staffOnly(200), employer: 404 },
    },
    {
      name: 'the employer contact’s own',
      example: async (w) => {
        await w.app.database.db
          .update(organisations)
          .set({ logo: pngBytes(), logoMimeType: 'image/png' })
          .where(eq(organisations.id, w.employer.organisationId));
        return { params: { id: w.employer.organisationId } };
      },
      expect: { ...staffOnly(200), employer: 200 },
    },
  ],
  'DELETE /api/v1/organisations/:id/logo': [
    {
      example: async (w) => ({ params: { id: (await organisation(w.app, { logo: true })).id } }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/organisations/:id/contacts': [
    {
      example: async (w) => ({
        params: { id: (await organisation(w.app)).id },
        body: { fullName: 'Robin Hale', email: uniqueEmail('robin'), jobTitle: 'Recruiter' },
      }),
      expect: staffOnly(201),
    },
  ],
  'PATCH /api/v1/organisations/:id/contacts/:contactId': [
    {
      example: async (w) => ({ params: await contactOf(w), body: { phone: '+44 20 7946 0000' } }),
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/organisations/:id/contacts/:contactId': [
    { example: async (w) => ({ params: await contactOf(w) }), expect: staffOnly(204) },
  ],
  'GET /api/v1/organisations/:id/notes': [
    {
      // Staff notes are never shown to a contact, not even of the organisation itself.
      name: 'the employer contact’s own organisation',
      example: (w) => ({ params: { id: w.employer.organisationId } }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/organisations/:id/notes': [
    {
      example: async (w) => ({
        params: { id: (await organisation(w.app)).id },
        body: { body: 'Met them at the autumn fair.' },
      }),
      expect: staffOnly(201),
    },
  ],
  'GET /api/v1/organisations/:id/history': [
    {
      example: async (w) => ({ params: { id: (await organisation(w.app)).id } }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/organisations/:id/merge': [
    {
      example: async (w) => ({
        params: { id: (await organisation(w.app)).id },
        body: { intoId: (await organisation(w.app)).id },
      }),
      expect: staffOnly(200),
    },
  ],
};
