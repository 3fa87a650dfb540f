import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Application, Candidate, CareerDocument, Vacancy } from '@careers/contracts';
import { now } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/secrets.ts';
import { insertPasswordReset } from '../modules/auth/links.repository.ts';
import { insertOutbox } from '../modules/mail/mail.repository.ts';
import { careersCalls, vacancyBody } from './careers.ts';
import { multipart, pdfBytes } from './files.ts';
import { createAdmin, createCandidate, password, type TestUser } from './users.ts';

/*
 * Every operation of the API with a valid example request and who may call it. The authorisation
 * matrix checks each expectation for every kind of account; the fuzz test starts from each
 * example and corrupts it. A route added without an entry here fails both.
 */

/** The kinds of caller every operation is tried as. */
export const accounts = ['anonymous', 'owner', 'other', 'admin', 'disabledAdmin'] as const;
export type Account = (typeof accounts)[number];

/** The records and people an example can use; `fresh` makes new ones for examples that change state. */
export interface World {
  app: FastifyInstance;
  admin: TestUser;
  /** Signed in, then disabled by `admin`: every token of theirs must be refused. */
  disabledAdmin: TestUser;
  /** A candidate who owns `document` and `application`. */
  owner: TestUser;
  /** Another candidate: the owner's records are not theirs. */
  other: TestUser;
  vacancy: Vacancy;
  document: CareerDocument;
  application: Application;
  fresh: ReturnType<typeof freshRecords>;
}

export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A multipart/form-data body instead of JSON. */
  form?: { fields: Record<string, string>; file?: { name: string; content: Buffer } };
  headers?: Record<string, string>;
}

export interface OperationCase {
  /** What this case varies (ownership, a second kind of record). */
  name?: string;
  /** A valid request, built for the account about to send it (fresh records where it spends them). */
  example(world: World, as: Account): Promise<ExampleRequest> | ExampleRequest;
  expect: Record<Account, number>;
}

const all = (code: number): Record<Account, number> => ({
  anonymous: code,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: code,
});
/** Any signed-in account whose session is live. */
const signedIn = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: 401,
});
const staffOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: code,
  disabledAdmin: 401,
});
/** The owner's record: another candidate is told it does not exist. */
const ownerAndStaff = (code: number, staff = code): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: 404,
  admin: staff,
  disabledAdmin: 401,
});
const candidatesOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: 403,
  disabledAdmin: 401,
});

let sequence = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}@ops.test`;

/** New records for examples that change or spend what they act on. */
export function freshRecords(app: FastifyInstance, world: () => World) {
  const calls = careersCalls(app);
  const cvs = new Map<string, string>();
  return {
    calls,
    async draftVacancy(): Promise<Vacancy> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/vacancies',
        headers: world().admin.auth,
        payload: vacancyBody(),
      });
      return res.json<Vacancy>();
    },
    openVacancy: (overrides: Record<string, unknown> = {}) =>
      calls.openVacancy(world().admin, overrides),
    ownerDocument: () => calls.uploaded(world().owner, 'cv', 'Fresh CV.pdf'),
    /** A new application of the owner's, with their CV (one document serves many). */
    async ownerApplication(): Promise<Application> {
      const w = world();
      const vacancy = await calls.openVacancy(w.admin);
      const res = await calls.apply(w.owner, vacancy.id, [w.document.id]);
      return res.json<Application>();
    },
    /** The candidate's CV, uploaded once (libraries hold at most 20 documents). */
    async cvOf(user: TestUser): Promise<string> {
      let id = cvs.get(user.id);
      if (!id) {
        id = (await calls.uploaded(user, 'cv', 'Library CV.pdf')).id;
        cvs.set(user.id, id);
      }
      return id;
    },
    async ownerProfile(): Promise<Candidate> {
      const w = world();
      const res = await app.inject({
        url: `/api/v1/candidates/${w.owner.id}`,
        headers: w.admin.auth,
      });
      return res.json<Candidate>();
    },
    async admin(): Promise<TestUser> {
      return createAdmin(app, world().admin, 'Fresh Admin');
    },
    async candidateSession(): Promise<TestUser> {
      return createCandidate(app, 'Fresh Candidate');
    },
    async resetToken(): Promise<string> {
      const user = await createCandidate(app, 'Forgetful Candidate');
      const token = randomToken();
      const at = now();
      await insertPasswordReset(app.database.db, {
        tokenHash: hashToken(token),
        userId: user.id,
        role: 'candidate',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 30 * 60_000),
      });
      return token;
    },
    /** A message whose delivery failed for good: what staff may retry. */
    async failedMessage(): Promise<string> {
      const row = await insertOutbox(app.database.db, {
        to: uniqueEmail('bounced'),
        subject: 'Undeliverable',
        text: 'A message the mail server refused five times.',
        status: 'failed',
        attempts: 6,
        error: '550 mailbox unavailable',
      });
      return row.id;
    },
    async invitationToken(email: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/invitations',
        headers: world().admin.auth,
        payload: { email },
      });
      return res.json<{ token: string }>().token;
    },
  };
}

/**
 * The people and records every example starts from. Without `inviter` the app's database must be
 * empty (its first admin registers alone); with one, a fresh world joins an existing system.
 */
export async function buildWorld(app: FastifyInstance, inviter?: TestUser): Promise<World> {
  const admin = await createAdmin(app, inviter, 'Matrix Admin');
  const disabledAdmin = await createAdmin(app, admin, 'Disabled Admin');
  const owner = await createCandidate(app, 'Owner Candidate');
  const other = await createCandidate(app, 'Other Candidate');
  const holder: { world?: World } = {};
  const fresh = freshRecords(app, () => holder.world!);
  const { calls } = fresh;
  const vacancy = await calls.openVacancy(admin);
  const document = await calls.uploaded(owner, 'cv', 'Owner CV.pdf');
  const application = (await calls.apply(owner, vacancy.id, [document.id])).json<Application>();
  const disabled = await app.inject({
    method: 'PATCH',
    url: `/api/v1/admins/${disabledAdmin.id}`,
    headers: admin.auth,
    payload: { status: 'disabled' },
  });
  if (disabled.statusCode !== 200) throw new Error(`disable answered ${disabled.body}`);
  holder.world = { app, admin, disabledAdmin, owner, other, vacancy, document, application, fresh };
  return holder.world;
}

const cv = () => ({ fields: { kind: 'cv' }, file: { name: 'Upload.pdf', content: pdfBytes() } });

/** Keyed `METHOD /url/pattern` exactly as the app registers it; HEAD follows its GET. */
export const operations: Record<string, OperationCase[]> = {
  // Documentation, health and the public settings are public.
  'GET /api/v1/health': [{ example: () => ({}), expect: all(200) }],
  'GET /api/v1/settings': [{ example: () => ({}), expect: all(200) }],
  'GET /api/v1/openapi.json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/static/index.html': [{ example: () => ({}), expect: all(302) }],
  'GET /api/docs/static/*': [
    { example: () => ({ params: { '*': 'swagger-ui.css' } }), expect: all(200) },
  ],
  'GET /api/docs/static/swagger-initializer.js': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/json': [{ example: () => ({}), expect: all(200) }],
  'GET /api/docs/yaml': [{ example: () => ({}), expect: all(200) }],

  // Accounts: public endpoints ignore any token sent with them.
  'POST /api/v1/candidate/register': [
    {
      example: () => ({
        body: { email: uniqueEmail('new'), password: 'Register-Me-Please-1', fullName: 'New One' },
      }),
      expect: all(201),
    },
  ],
  'POST /api/v1/admin/register': [
    {
      name: 'with an invitation',
      example: async (w) => {
        const email = uniqueEmail('invited');
        const invitationToken = await w.fresh.invitationToken(email);
        return {
          body: { email, password: 'Invited-Admin-Pass-1', fullName: 'Invited', invitationToken },
        };
      },
      expect: all(201),
    },
    {
      name: 'without one, once an admin exists',
      example: () => ({
        body: { email: uniqueEmail('uninvited'), password: 'Sneaky-Admin-Pass-1', fullName: 'X' },
      }),
      expect: all(403),
    },
  ],
  'POST /api/v1/candidate/login': [
    { example: (w) => ({ body: { email: w.other.email, password } }), expect: all(200) },
  ],
  'POST /api/v1/admin/login': [
    { example: (w) => ({ body: { email: w.admin.email, password } }), expect: all(200) },
  ],
  'POST /api/v1/candidate/forgot-password': [
    { example: (w) => ({ body: { email: w.other.email } }), expect: all(202) },
  ],
  'POST /api/v1/admin/forgot-password': [
    { example: () => ({ body: { email: uniqueEmail('unknown') } }), expect: all(202) },
  ],
  'POST /api/v1/reset-password': [
    {
      example: async (w) => ({
        body: { token: await w.fresh.resetToken(), password: 'Brand-New-Passphrase-2' },
      }),
      expect: all(204),
    },
  ],
  'POST /api/v1/jwt/refresh-token': [
    {
      example: async (w) => ({
        body: { refreshToken: (await w.fresh.candidateSession()).refreshToken },
      }),
      expect: all(200),
    },
  ],
  'POST /api/v1/jwt/logout': [
    {
      example: async (w) => ({
        body: { refreshToken: (await w.fresh.candidateSession()).refreshToken },
      }),
      expect: all(204),
    },
  ],
  'GET /api/v1/me': [{ example: () => ({}), expect: signedIn(200) }],
  'POST /api/v1/me/password': [
    {
      // The same password again: the caller's other sessions end, the fixtures still sign in.
      example: () => ({ body: { currentPassword: password, newPassword: password } }),
      expect: signedIn(204),
    },
  ],
  'POST /api/v1/admin/invitations': [
    { example: () => ({ body: { email: uniqueEmail('invitee') } }), expect: staffOnly(201) },
  ],

  // Staff areas.
  'GET /api/v1/admins': [{ example: () => ({}), expect: staffOnly(200) }],
  'PATCH /api/v1/admins/:id': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.admin()).id },
        body: { status: 'disabled' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/outbox': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/outbox/:id/retry': [
    {
      name: 'a failed message',
      example: async (w) => ({ params: { id: await w.fresh.failedMessage() } }),
      expect: staffOnly(200),
    },
  ],
  'GET /api/v1/audit': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/stats/overview': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/candidates': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/candidates/:id': [
    { example: (w) => ({ params: { id: w.owner.id } }), expect: ownerAndStaff(200) },
  ],
  'PATCH /api/v1/candidates/:id': [
    {
      example: async (w) => {
        const profile = await w.fresh.ownerProfile();
        return {
          params: { id: profile.id },
          body: { programme: 'BSc Geography', expectedUpdatedAt: profile.updatedAt },
        };
      },
      expect: ownerAndStaff(200),
    },
  ],

  // Vacancies: candidates read open ones; staff manage them.
  'GET /api/v1/vacancies': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/vacancies/export': [{ example: () => ({}), expect: staffOnly(200) }],
  'POST /api/v1/vacancies': [{ example: () => ({ body: vacancyBody() }), expect: staffOnly(201) }],
  'GET /api/v1/vacancies/:id': [
    { name: 'open', example: (w) => ({ params: { id: w.vacancy.id } }), expect: signedIn(200) },
    {
      name: 'draft',
      example: async (w) => ({ params: { id: (await w.fresh.draftVacancy()).id } }),
      expect: { ...signedIn(404), admin: 200 },
    },
  ],
  'PATCH /api/v1/vacancies/:id': [
    {
      example: async (w) => {
        const v = await w.fresh.draftVacancy();
        return {
          params: { id: v.id },
          body: { title: 'Renamed vacancy', expectedUpdatedAt: v.updatedAt },
        };
      },
      expect: staffOnly(200),
    },
  ],
  'DELETE /api/v1/vacancies/:id': [
    {
      example: async (w) => ({ params: { id: (await w.fresh.draftVacancy()).id } }),
      expect: staffOnly(204),
    },
  ],
  'POST /api/v1/vacancies/:id/status': [
    {
      example: async (w) => ({
        params: { id: (await w.fresh.draftVacancy()).id },
        body: { status: 'open' },
      }),
      expect: staffOnly(200),
    },
  ],
  'POST /api/v1/vacancies/:id/applications': [
    {
      example: async (w, as) => {
        const vacancy = await w.fresh.openVacancy({ requiredDocuments: [] });
        // A candidate attaches a CV of their own library.
        const documentIds = as === 'owner' || as === 'other' ? [await w.fresh.cvOf(w[as])] : [];
        return { params: { id: vacancy.id }, body: { documentIds, coverNote: 'Keen to join.' } };
      },
      expect: candidatesOnly(201),
    },
  ],

  // Applications: candidates see their own; staff see all.
  'GET /api/v1/applications': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/applications/export': [{ example: () => ({}), expect: staffOnly(200) }],
  'GET /api/v1/applications/:id': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: ownerAndStaff(200) },
  ],
  'GET /api/v1/applications/:id/events': [
    { example: (w) => ({ params: { id: w.application.id } }), expect: ownerAndStaff(200) },
  ],
  'POST /api/v1/applications/:id/status': [
    {
      name: 'withdraw (the candidate’s move)',
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: { status: 'withdrawn' },
      }),
      expect: ownerAndStaff(200, 409),
    },
    {
      name: 'review (a staff move)',
      example: async (w) => ({
        params: { id: (await w.fresh.ownerApplication()).id },
        body: { status: 'under_review' },
      }),
      expect: { ...staffOnly(200), owner: 403, other: 403 },
    },
  ],

  // Documents: candidates manage their library; staff read every document.
  'POST /api/v1/documents': [{ example: () => ({ form: cv() }), expect: candidatesOnly(201) }],
  'GET /api/v1/documents': [{ example: () => ({}), expect: signedIn(200) }],
  'GET /api/v1/documents/:id': [
    { example: (w) => ({ params: { id: w.document.id } }), expect: ownerAndStaff(200) },
  ],
  'GET /api/v1/documents/:id/content': [
    { example: (w) => ({ params: { id: w.document.id } }), expect: ownerAndStaff(200) },
  ],
  'DELETE /api/v1/documents/:id': [
    {
      example: async (w) => ({ params: { id: (await w.fresh.ownerDocument()).id } }),
      expect: ownerAndStaff(204, 403),
    },
  ],
};

/** The token each kind of account sends (none for anonymous). */
export function tokenOf(world: World, account: Account): string | undefined {
  if (account === 'anonymous') return undefined;
  return world[account].accessToken;
}

/**
 * Percent-encodes a path segment. A lone surrogate has no UTF-8 form, so it goes out as the bytes
 * a careless client would send (WTF-8), which the server must refuse like any other bad input.
 */
export function encodeSegment(value: string): string {
  return value.replace(
    /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g,
    (part) => {
      if (part.length > 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    },
  );
}

/** Fills `:name` and `*` in a route pattern. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeSegment(params[name] ?? ''))
    .replace('*', params['*'] ?? '');
}

/** Sends an example as the given account. */
export function send(
  app: FastifyInstance,
  method: string,
  pattern: string,
  request: ExampleRequest,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = Object.entries(request.query ?? {})
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(String(v))}`)
    .join('&');
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: `${fillPath(pattern, request.params)}${query ? `?${query}` : ''}`,
    headers,
  };
  if (request.form) {
    const form = multipart(request.form.fields, request.form.file);
    options.payload = form.payload;
    options.headers = { ...form.headers, ...headers };
  } else if (request.body !== undefined) {
    options.payload = request.body as InjectOptions['payload'];
  }
  return app.inject(options);
}
