import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employerAccountInputSchema,
  employerInvitationInputSchema,
  employerInvitationListSchema,
  employerInvitationSchema,
  employerMessages,
  employerOrganisationSchema,
  employerRegisterInputSchema,
  employerRegisterResponseSchema,
  employerResendVerificationInputSchema,
  forgotPasswordResponseSchema,
  organisationInvitationParamsSchema,
  updateOrganisationInputSchema,
  userDataSchema,
  verifyEmailInputSchema,
  verifyEmailResponseSchema,
} from '@careers/contracts';
import {
  created,
  errorResponses,
  noContent,
  publicRoutes,
  sessionRoutes,
} from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import { SessionService } from '../auth/sessions.service.ts';
import { EmployerService } from './employers.service.ts';
import { EmployerInvitationService } from './invitations.service.ts';
import { EMPLOYER_RESEND_JOB, EmployerRegistrationService } from './registration.service.ts';

const errors = errorResponses(400, 401, 403, 429);
const route = sessionRoutes(['employers'], errors);
const open = publicRoutes(['employers'], errors);

/**
 * Employer contacts: registering (a new organisation, or joining one by invitation), confirming
 * the address, invitations to join an organisation, and the contact's own organisation. Signing
 * in, resetting passwords and sessions are the auth module's, as for every kind of account.
 */
export const employersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl, jwtSecret, accessTokenSeconds } = app.config;
  const sessions = new SessionService(db, jwtSecret, accessTokenSeconds);
  const deps = { db, sessions, mailer: app.mailer, publicUrl };
  const registration = new EmployerRegistrationService(deps);
  const invitations = new EmployerInvitationService(deps);
  const employers = new EmployerService(deps);
  app.jobs.register(EMPLOYER_RESEND_JOB, registration.resendVerificationJob());

  app.post(
    '/employer/register',
    open({
      summary:
        'Register a new organisation (pending; confirm the address before signing in) or join one with an invitation (signed in at once)',
      body: employerRegisterInputSchema,
      response: { 201: employerRegisterResponseSchema, ...errorResponses(409) },
    }),
    async (request, reply) => reply.status(201).send(await registration.register(request.body)),
  );

  app.post(
    '/employer/verify-email',
    open({
      summary: 'Confirm an employer contact’s email address with the link mailed at registration',
      body: verifyEmailInputSchema,
      response: { 200: verifyEmailResponseSchema },
    }),
    async (request) => registration.verify(request.body.token),
  );

  app.post(
    '/employer/verify-email/resend',
    open({
      summary: 'Mail a new confirmation link (at most 5 an hour; answers the same for any address)',
      body: employerResendVerificationInputSchema,
      response: { 202: forgotPasswordResponseSchema },
    }),
    async (request, reply) => {
      await registration.resendVerification(request.body.email);
      return reply.status(202).send({ message: employerMessages.resendAnswer });
    },
  );

  app.patch(
    '/employer/account',
    route(app.requireAbility('read', 'EmployerPortal'), {
      summary: 'Change the signed-in contact’s name (their contact record follows)',
      body: employerAccountInputSchema,
      response: { 200: userDataSchema },
    }),
    async (request) => employers.updateAccount(request.user, request.body),
  );

  app.get(
    '/employer/organisation',
    route(app.requireAbility('read', 'EmployerPortal'), {
      summary: 'The signed-in contact’s organisation: profile, status and contacts',
      response: { 200: employerOrganisationSchema, ...errorResponses(404) },
    }),
    async (request) => employers.ownOrganisation(request.user),
  );

  app.patch(
    '/employer/organisation',
    route(app.requireAbility('read', 'EmployerPortal'), {
      summary: 'Edit the organisation’s profile (expectedUpdatedAt refuses a stale edit)',
      body: updateOrganisationInputSchema,
      response: { 200: employerOrganisationSchema, ...errorResponses(404, 409) },
    }),
    async (request) => employers.updateOwnOrganisation(request.user, request.body),
  );

  app.get(
    '/organisations/:id/invitations',
    route(app.requireAbility('read', 'Organisation'), {
      summary: 'Invitations to join the organisation not used nor revoked yet',
      ...byId({ 200: employerInvitationListSchema, ...errorResponses(404) }),
    }),
    async (request) => invitations.pendingInvitations(request.user, request.params.id),
  );

  app.post(
    '/organisations/:id/invitations',
    route(app.requireAbility('update', 'Organisation'), {
      summary:
        'Invite someone to join the organisation as a contact (staff, or a contact once it is approved); link valid 7 days, single use',
      body: employerInvitationInputSchema,
      ...byId({ 201: employerInvitationSchema, ...errorResponses(404, 409) }),
    }),
    created(async (request) => invitations.invite(request.user, request.params.id, request.body)),
  );

  app.delete(
    '/organisations/:id/invitations/:invitationId',
    route(app.requireAbility('update', 'Organisation'), {
      summary: 'Revoke a pending invitation: its link no longer works',
      params: organisationInvitationParamsSchema,
      response: { 204: noBody, ...errorResponses(404, 409) },
    }),
    noContent(async (request) =>
      invitations.revokeInvitation(request.user, request.params.id, request.params.invitationId),
    ),
  );
};
