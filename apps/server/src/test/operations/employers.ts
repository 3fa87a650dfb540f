import {
  createEmployer,
  createOrganisation,
  employerInvitationToken,
  employerVerificationToken,
} from '../employers.ts';
import { password } from '../users.ts';
import { type OperationCase, type World, uniqueEmail } from '../world.ts';
import { all, employerOnly, staffOnly } from './expectations.ts';

/** A pending invitation of an organisation other than the world employer's. */
async function otherOrganisationInvitation(w: World) {
  const org = await createOrganisation(w.app);
  const invitation = await employerInvitationToken(w.app, org.id, uniqueEmail('join'), w.admin);
  return { organisationId: org.id, ...invitation };
}

/** Employer contacts: registering, confirming the address, invitations, their organisation. */
export const employerOperations: Record<string, OperationCase[]> = {
  'POST /api/v1/employer/register': [
    {
      name: 'a new organisation',
      example: () => ({
        body: {
          email: uniqueEmail('newco'),
          password: 'Register-Newco-Please-1',
          fullName: 'New Contact',
          organisation: { name: 'Newco', website: 'https://newco.example' },
        },
      }),
      expect: all(201),
    },
    {
      name: 'joining by invitation',
      example: async (w) => {
        const email = uniqueEmail('joiner');
        const { token } = await employerInvitationToken(
          w.app,
          w.employer.organisationId,
          email,
          w.admin,
        );
        return {
          body: {
            email,
            password: 'Joining-Contact-Pass-1',
            fullName: 'Joining Contact',
            invitationToken: token,
          },
        };
      },
      expect: all(201),
    },
  ],
  'POST /api/v1/employer/verify-email': [
    {
      example: async (w) => {
        const contact = await createEmployer(w.app, { organisationId: w.employer.organisationId });
        return { body: { token: await employerVerificationToken(w.app, contact.id) } };
      },
      expect: all(200),
    },
  ],
  'POST /api/v1/employer/verify-email/resend': [
    { example: () => ({ body: { email: uniqueEmail('unknown') } }), expect: all(202) },
  ],
  'POST /api/v1/employer/login': [
    { example: (w) => ({ body: { email: w.employer.email, password } }), expect: all(200) },
  ],
  'POST /api/v1/employer/forgot-password': [
    { example: (w) => ({ body: { email: w.employer.email } }), expect: all(202) },
  ],
  // The contact's own organisation (whichever it is): another organisation is never named.
  'GET /api/v1/employer/organisation': [{ example: () => ({}), expect: employerOnly(200) }],
  'PATCH /api/v1/employer/account': [
    { example: () => ({ body: { fullName: 'Matrix Employer' } }), expect: employerOnly(200) },
  ],
  'PATCH /api/v1/employer/organisation': [
    {
      example: () => ({ body: { description: 'We build analytics tools.' } }),
      expect: employerOnly(200),
    },
  ],
  'GET /api/v1/organisations/:id/invitations': [
    {
      name: 'another organisation',
      example: async (w) => ({ params: { id: (await createOrganisation(w.app)).id } }),
      expect: { ...staffOnly(200), employer: 404 },
    },
    {
      name: 'the employer’s own',
      example: (w) => ({ params: { id: w.employer.organisationId } }),
      expect: { ...staffOnly(200), employer: 200 },
    },
  ],
  'POST /api/v1/organisations/:id/invitations': [
    {
      name: 'another organisation',
      example: async (w) => ({
        params: { id: (await createOrganisation(w.app)).id },
        body: { email: uniqueEmail('invitee') },
      }),
      expect: { ...staffOnly(201), employer: 404 },
    },
    {
      name: 'the employer’s own (approved)',
      example: (w) => ({
        params: { id: w.employer.organisationId },
        body: { email: uniqueEmail('colleague'), fullName: 'A Colleague' },
      }),
      expect: { ...staffOnly(201), employer: 201 },
    },
  ],
  'DELETE /api/v1/organisations/:id/invitations/:invitationId': [
    {
      name: 'another organisation',
      example: async (w) => {
        const i = await otherOrganisationInvitation(w);
        return { params: { id: i.organisationId, invitationId: i.id } };
      },
      expect: { ...staffOnly(204), employer: 404 },
    },
    {
      name: 'the employer’s own',
      example: async (w) => {
        const orgId = w.employer.organisationId;
        const i = await employerInvitationToken(w.app, orgId, uniqueEmail('revoked'), w.admin);
        return { params: { id: orgId, invitationId: i.id } };
      },
      expect: { ...staffOnly(204), employer: 204 },
    },
  ],
};
