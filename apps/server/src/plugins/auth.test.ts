import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { subjectOf, type AuthResponse } from '@careers/contracts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase } from '../test/db.ts';
import { bearer, registerAdmin, registerCandidate } from '../test/auth.ts';
import { expectError } from '../test/answers.ts';

describe('app.authenticate and app.requireAbility', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: AuthResponse;
  let candidate: AuthResponse;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database, logger: false });
    // Routes as careers modules declare them.
    app.get('/api/v1/test/whoami', { preHandler: app.authenticate }, async (request) => ({
      user: request.user,
      canReadAdmin: request.ability.can('read', 'Admin'),
    }));
    app.get('/api/v1/test/admin-area', { preHandler: app.requireAbility('read', 'Admin') }, () => ({
      ok: true,
    }));
    app.get('/api/v1/test/portal', { preHandler: app.requireAbility('read', 'Portal') }, () => ({
      ok: true,
    }));
    app.get('/api/v1/test/own/:candidateId', { preHandler: app.authenticate }, (request) => ({
      canRead: request.ability.can(
        'read',
        subjectOf('Application', request.params as { candidateId: string }),
      ),
    }));
    app.get('/api/v1/test/forgot-to-authenticate', async (request) => ({ id: request.user.id }));
    await app.ready();
    admin = await registerAdmin(app);
    candidate = await registerCandidate(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('sets request.user from the bearer token', async () => {
    const res = await get('/api/v1/test/whoami', candidate.accessToken);
    expect(res.json()).toEqual({
      user: {
        id: candidate.userData.id,
        role: 'candidate',
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: candidate.userData.fullName,
        organisationId: null,
      },
      canReadAdmin: false,
    });
  });

  it('[401] without a token or with a scheme other than Bearer', async () => {
    expect((await get('/api/v1/test/whoami')).statusCode).toBe(401);
    const basic = await app.inject({
      method: 'GET',
      url: '/api/v1/test/whoami',
      headers: { authorization: `Basic ${candidate.accessToken}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('[403] requireAbility refuses a candidate an admin area, and admins the portal', async () => {
    const refused = await get('/api/v1/test/admin-area', candidate.accessToken);
    expectError(refused, 403, {
      code: 'forbidden',
      message: 'You are not allowed to do this',
    });
    expect((await get('/api/v1/test/admin-area', admin.accessToken)).statusCode).toBe(200);
    expect((await get('/api/v1/test/portal', candidate.accessToken)).statusCode).toBe(200);
    expect((await get('/api/v1/test/portal', admin.accessToken)).statusCode).toBe(403);
  });

  it('[401] requireAbility authenticates by itself', async () => {
    const res = await get('/api/v1/test/admin-area');
    expectError(res, 401, { code: 'unauthorized', message: 'Authentication required' });
  });

  it('checks record conditions: a candidate reads only their own records', async () => {
    const own = await get(`/api/v1/test/own/${candidate.userData.id}`, candidate.accessToken);
    expect(own.json()).toEqual({ canRead: true });
    const other = await get(`/api/v1/test/own/${admin.userData.id}`, candidate.accessToken);
    expect(other.json()).toEqual({ canRead: false });
  });

  it('[401] a route that forgot to authenticate cannot read request.user', async () => {
    const res = await get('/api/v1/test/forgot-to-authenticate', candidate.accessToken);
    expect(res.statusCode).toBe(401);
  });
});
