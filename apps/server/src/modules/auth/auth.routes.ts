import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRegisterInputSchema,
  authMessages,
  authResponseSchema,
  candidateRegisterInputSchema,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  forgotPasswordResponseSchema,
  invitationInputSchema,
  invitationResponseSchema,
  pendingInvitationListSchema,
  resendInvitationResponseSchema,
  loginInputSchema,
  logoutInputSchema,
  refreshInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signInResponseSchema,
  tokenPairSchema,
  userDataSchema,
  resendVerificationResponseSchema,
  verifyEmailInputSchema,
  verifyEmailResponseSchema,
  type Role,
} from '@careers/contracts';
import {
  created,
  errorResponses,
  noContent,
  publicRoutes,
  sessionRoutes,
} from '../../lib/routes.ts';
import { byId, noBody } from '../../lib/route-schemas.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { AuthService } from './auth.service.ts';
import { InvitationService } from './invitations.service.ts';
import { FORGOT_PASSWORD_JOB, RecoveryService } from './recovery.service.ts';
import { SessionService } from './sessions.service.ts';
import { VerificationService } from './verification.service.ts';

const errors = errorResponses(400, 401, 403, 429);
const route = sessionRoutes(['auth'], errors);
const open = publicRoutes(['auth'], errors);

/** Accounts and sessions for both roles (DESIGN.md, "Accounts and sessions"). */
export const authRoutes: FastifyPluginAsyncZod<{ limiter: LoginLimiter }> = async (app, opts) => {
  const { db } = app.database;
  const { publicUrl, jwtSecret, accessTokenSeconds } = app.config;
  const sessions = new SessionService(db, jwtSecret, accessTokenSeconds);
  const verification = new VerificationService({ db, mailer: app.mailer, publicUrl });
  const auth = new AuthService({ db, sessions, verification, limiter: opts.limiter });
  const invitations = new InvitationService({ db, mailer: app.mailer, publicUrl });
  const recovery = new RecoveryService({ db, sessions, mailer: app.mailer, publicUrl });
  app.jobs.register(FORGOT_PASSWORD_JOB, recovery.resetLinkJob());

  app.post(
    '/candidate/register',
    open({
      summary: 'Register a candidate account and sign in',
      body: candidateRegisterInputSchema,
      response: { 201: authResponseSchema, ...errorResponses(409) },
    }),
    async (request, reply) => reply.status(201).send(await auth.registerCandidate(request.body)),
  );

  app.post(
    '/admin/register',
    open({
      summary:
        'Register an admin with an invitation (the first admin of an empty system needs none)',
      body: adminRegisterInputSchema,
      response: { 201: authResponseSchema, ...errorResponses(409) },
    }),
    async (request, reply) => reply.status(201).send(await auth.registerAdmin(request.body)),
  );

  app.post(
    '/login',
    open({
      summary:
        'Sign in to whichever account of this address the password opens; several ask which (no tokens)',
      body: signInInputSchema,
      response: { 200: signInResponseSchema },
    }),
    async (request) => auth.signIn(request.body, request.ip),
  );

  const roleNames = {
    candidate: 'a candidate',
    admin: 'an admin',
    employer: 'an employer contact',
  };
  for (const role of ['candidate', 'admin', 'employer'] as const satisfies Role[]) {
    app.post(
      `/${role}/login`,
      open({
        summary: `Sign in as ${roleNames[role]}`,
        body: loginInputSchema,
        response: { 200: authResponseSchema },
      }),
      async (request) => auth.login(role, request.body, request.ip),
    );

    app.post(
      `/${role}/forgot-password`,
      open({
        summary:
          'Email a single-use reset link (answers the same whether or not the address exists)',
        body: forgotPasswordInputSchema,
        response: { 202: forgotPasswordResponseSchema },
      }),
      async (request, reply) => {
        await recovery.forgotPassword(role, request.body.email);
        return reply.status(202).send({ message: authMessages.resetRequested });
      },
    );
  }

  app.post(
    '/candidate/verify-email',
    open({
      summary: 'Confirm a candidate email address with the link mailed at registration',
      body: verifyEmailInputSchema,
      response: { 200: verifyEmailResponseSchema },
    }),
    async (request) => verification.verify(request.body.token),
  );

  app.post(
    '/candidate/verify-email/resend',
    route(app.requireAbility('read', 'Portal'), {
      summary: 'Mail the signed-in candidate a new confirmation link (at most 5 an hour)',
      response: { 202: resendVerificationResponseSchema, ...errorResponses(409) },
    }),
    async (request, reply) => {
      await verification.resend(request.user.id);
      return reply.status(202).send({ message: authMessages.verificationSent });
    },
  );

  app.post(
    '/reset-password',
    open({
      summary: 'Set a new password with a reset link; signs the user out everywhere',
      body: resetPasswordInputSchema,
      response: { 204: noBody },
    }),
    async (request, reply) => {
      await recovery.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/jwt/refresh-token',
    open({
      summary: 'Rotate the refresh token; a rotated token presented again revokes its session',
      body: refreshInputSchema,
      response: { 200: tokenPairSchema },
    }),
    async (request) => sessions.refresh(request.body.refreshToken),
  );

  app.post(
    '/jwt/logout',
    open({
      summary: 'End the session of this refresh token',
      body: logoutInputSchema,
      response: { 204: noBody },
    }),
    async (request, reply) => {
      await sessions.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    route(app.authenticate, {
      summary: 'The signed-in user',
      response: { 200: userDataSchema },
    }),
    async (request) => auth.me(request.user),
  );

  app.post(
    '/me/password',
    route(app.authenticate, {
      summary: 'Change your password; signs out your other sessions',
      body: changePasswordInputSchema,
      response: { 204: noBody },
    }),
    noContent(async (request) => auth.changePassword(request.user, request.body)),
  );

  app.post(
    '/admin/invitations',
    route(app.requireAbility('create', 'Admin'), {
      summary: 'Invite someone to register as an admin (link valid 7 days, single use)',
      body: invitationInputSchema,
      response: { 201: invitationResponseSchema, ...errorResponses(409) },
    }),
    created(async (request) => invitations.invite(request.user, request.body.email)),
  );

  app.get(
    '/admin/invitations',
    route(app.requireAbility('manage', 'Admin'), {
      summary: 'Invitations not used nor revoked yet, soonest expiry first (expired ones too)',
      response: { 200: pendingInvitationListSchema },
    }),
    async () => invitations.pendingInvitations(),
  );

  app.post(
    '/admin/invitations/:id/resend',
    route(app.requireAbility('create', 'Admin'), {
      summary: 'Mail a new invitation link (the old one stops working), valid 7 more days',
      ...byId({ 200: resendInvitationResponseSchema, ...errorResponses(404, 409) }),
    }),
    async (request) => invitations.resendInvitation(request.user, request.params.id),
  );

  app.delete(
    '/admin/invitations/:id',
    route(app.requireAbility('create', 'Admin'), {
      summary: 'Revoke a pending invitation: its link no longer works',
      ...byId({ 204: noBody, ...errorResponses(404, 409) }),
    }),
    noContent(async (request) => invitations.revokeInvitation(request.user, request.params.id)),
  );
};
