import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  abilityRulesFor,
  authMessages,
  createAbility,
  type Action,
  type AppAbility,
  type Role,
  type Subject,
} from '@careers/contracts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findLiveSession } from '../modules/auth/sessions.repository.ts';

/** The signed-in user, from a verified access token. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The account's name as it is now (audit entries and timelines carry it). */
  name: string;
  /** An employer contact's organisation: every record they reach is checked against it. */
  organisationId: string | null;
}

/**
 * Who is acting, as services need it: the signed-in user without their session (tests and jobs
 * can act as someone without one). `name` goes into audit entries and timelines.
 */
export type Viewer = Pick<AuthUser, 'id' | 'role'> & {
  name?: string | null;
  organisationId?: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies `Authorization: Bearer <access token>`; 401 otherwise. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticates if needed, then 403 unless the user's ability allows it. */
    requireAbility(action: Action, subject: Subject): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user; reading it on a request that did not authenticate answers 401. */
    readonly user: AuthUser;
    /** The user's CASL ability (the same rules userData.ability carries). */
    readonly ability: AppAbility;
  }
}

/*
 * How careers routes use this (one shared hook; the server never trusts the client):
 *
 *   app.get('/vacancies', { preHandler: app.authenticate, schema }, handler)
 *     → any signed-in user; read request.user.id / request.user.role in the handler.
 *   app.post('/vacancies', { preHandler: app.requireAbility('create', 'Vacancy'), schema }, …)
 *     → 401 without a valid token, 403 'You are not allowed to do this' without the ability.
 *
 * Record-level rules (a candidate reads only their own application) are checked in the service
 * once the record is loaded: `request.ability.can('read', subjectOf('Application', row))`, and a
 * record that is not theirs answers 404, as if it did not exist.
 */

interface Session {
  user: AuthUser;
  ability?: AppAbility;
}
const sessions = new WeakMap<FastifyRequest, Session>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (sessions.has(request)) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(app.config.jwtSecret, token);
  // A signed token is not enough: the session must still be live and the account enabled, so a
  // logout, a password reset or a disabled account takes effect at once on every instance.
  const live = await findLiveSession(app.database.db, claims.sid, claims.role, claims.sub);
  if (!live || live.status === 'disabled') throw unauthorized(authMessages.sessionEnded);
  sessions.set(request, {
    user: {
      id: claims.sub,
      role: claims.role,
      sessionId: claims.sid,
      name: live.fullName,
      organisationId: live.organisationId,
    },
  });
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', {
    getter(this: FastifyRequest): AuthUser {
      const session = sessions.get(this);
      if (!session) throw unauthorized();
      return session.user;
    },
  });
  app.decorateRequest('ability', {
    getter(this: FastifyRequest): AppAbility {
      const session = sessions.get(this);
      if (!session) throw unauthorized();
      session.ability ??= createAbility(abilityRulesFor(session.user));
      return session.ability;
    },
  });

  const authenticate: preHandlerAsyncHookHandler = async function (request) {
    await authenticateRequest(app, request);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireAbility', (action: Action, subject: Subject) => {
    const hook: preHandlerAsyncHookHandler = async function (request) {
      await authenticateRequest(app, request);
      if (!request.ability.can(action, subject)) throw forbidden();
    };
    return hook;
  });
}
