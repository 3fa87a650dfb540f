import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { markVerified } from './verified.ts';

export interface TestUser {
  id: string;
  email: string;
  fullName: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

export const password = 'Correct-Horse-Battery-42';
const unique = () => randomBytes(4).toString('hex');

function asUser(body: {
  userData: { id: string; email: string; fullName: string };
  accessToken: string;
  refreshToken: string;
}): TestUser {
  return {
    id: body.userData.id,
    email: body.userData.email,
    fullName: body.userData.fullName,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** The first admin of an empty system, or one invited by `inviter`. */
export async function createAdmin(
  app: FastifyInstance,
  inviter?: TestUser,
  fullName = 'Priya Raman',
): Promise<TestUser> {
  const email = `admin-${unique()}@careers.test`;
  let invitationToken: string | undefined;
  if (inviter) {
    const inv = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: inviter.auth,
      payload: { email },
    });
    if (inv.statusCode !== 201) throw new Error(`invitation failed: ${inv.statusCode} ${inv.body}`);
    invitationToken = inv.json<{ token: string }>().token;
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/register',
    payload: { email, password, fullName, ...(invitationToken ? { invitationToken } : {}) },
  });
  if (res.statusCode !== 201)
    throw new Error(`admin register failed: ${res.statusCode} ${res.body}`);
  return asUser(res.json());
}

/** What a profile needs before the first application (tests apply straight away). */
export const applyingProfile = {
  level: 'undergraduate',
  graduationYear: 2027,
  programme: 'BSc Computer Science',
} as const;

/** A registered candidate; with `profile` (the default) their profile is ready to apply. */
export async function createCandidate(
  app: FastifyInstance,
  fullName = 'Tom Okafor',
  { profile = true }: { profile?: boolean } = {},
): Promise<TestUser> {
  const email = `student-${unique()}@students.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/candidate/register',
    payload: { email, password, fullName },
  });
  if (res.statusCode !== 201)
    throw new Error(`candidate register failed: ${res.statusCode} ${res.body}`);
  const user = asUser(res.json());
  // Test students have confirmed their address, as seeded and older accounts count as having.
  await markVerified(app, user.id);
  if (profile) await updateProfile(app, user, applyingProfile);
  return user;
}

/** The candidate edits their own profile (from the version they just read). */
export async function updateProfile(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, unknown>,
): Promise<void> {
  const url = `/api/v1/candidates/${user.id}`;
  const current = await app.inject({ url, headers: user.auth });
  const patched = await app.inject({
    method: 'PATCH',
    url,
    headers: user.auth,
    payload: { ...fields, expectedUpdatedAt: current.json<{ updatedAt: string }>().updatedAt },
  });
  if (patched.statusCode !== 200)
    throw new Error(`candidate profile failed: ${patched.statusCode} ${patched.body}`);
}

/** Signs in again (after moving the clock past the access token's life, say). */
export async function signIn(
  app: FastifyInstance,
  user: TestUser,
  role: 'admin' | 'candidate',
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/${role}/login`,
    payload: { email: user.email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ accessToken: string; refreshToken: string }>();
  user.accessToken = body.accessToken;
  user.refreshToken = body.refreshToken;
  user.auth = { authorization: `Bearer ${body.accessToken}` };
}

/** Another sign-in of the same account: a second session, as from a second device. */
export async function anotherSession(
  app: FastifyInstance,
  user: TestUser,
  role: 'admin' | 'candidate',
): Promise<TestUser> {
  const copy = { ...user };
  await signIn(app, copy, role);
  return copy;
}

/** An admin enables or disables an admin account (PATCH /admins/:id), answering the response. */
export function setAdminStatus(app: FastifyInstance, actor: TestUser, id: string, status: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/admins/${id}`,
    headers: actor.auth,
    payload: { status },
  });
}

/** Who a suite signs up: a role, or a role and a full name. */
type Person = 'admin' | 'candidate' | ['admin' | 'candidate', string];

/**
 * The named users of a suite, signed up once before its tests (in the order given): the first
 * admin on the empty system, every later admin invited by the first; candidates ready to apply.
 *
 *   const users = suiteUsers(t, { priya: ['admin', 'Priya Raman'], amara: ['candidate', 'Amara Nwosu'] });
 *
 * `t` is the suite's app (useTestApp) or its app with an SMTP server (appWithSmtp).
 */
export function suiteUsers<N extends string>(
  t: { app: FastifyInstance } | { t: { app: FastifyInstance } },
  people: Record<N, Person>,
): Record<N, TestUser> {
  const users = {} as Record<N, TestUser>;
  beforeAll(async () => {
    const { app } = 't' in t ? t.t : t;
    let firstAdmin: TestUser | undefined;
    for (const [key, person] of Object.entries(people) as [N, Person][]) {
      const [role, fullName] = typeof person === 'string' ? [person, undefined] : person;
      if (role === 'candidate') {
        users[key] = await createCandidate(app, fullName);
      } else {
        users[key] = await createAdmin(app, firstAdmin, fullName);
        firstAdmin ??= users[key];
      }
    }
  });
  return users;
}
