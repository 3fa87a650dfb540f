import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Application, Candidate, CareerDocument, Vacancy } from '@careers/contracts';
import { insertOutbox } from '../modules/mail/mail.repository.ts';
import { candidateResetToken, candidateVerificationToken } from './auth.ts';
import { careersCalls } from './careers.ts';
import { multipart } from './files.ts';
import { createEmployer, type TestEmployer } from './employers.ts';
import { createAdmin, createCandidate, type TestUser } from './users.ts';

/*
 * The world the operation catalogue (operations.ts) runs in: the kinds of caller, the people and
 * records every example starts from, fresh records for examples that spend them, and how an example
 * is sent.
 */

/** The kinds of caller every operation is tried as. */
export const accounts = [
  'anonymous',
  'owner',
  'other',
  'admin',
  'disabledAdmin',
  'employer',
] as const;
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
  /**
   * An employer contact of an organisation that owns nothing in this world: no vacancy, application,
   * document, contact or shortlist here is theirs.
   */
  employer: TestEmployer;
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

let sequence = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}@ops.test`;

/** New records for examples that change or spend what they act on. */
export function freshRecords(app: FastifyInstance, world: () => World) {
  const calls = careersCalls(app);
  const cvs = new Map<string, string>();
  return {
    calls,
    draftVacancy: () => calls.draftVacancy(world().admin),
    /** A draft written by a contact of a new approved organisation (not the world's employer's). */
    async employerDraft(): Promise<Vacancy> {
      const contact = await createEmployer(app, { fullName: 'Drafting Employer' });
      return calls.draftVacancy(contact);
    },
    /** A vacancy of another organisation, submitted by its contact and waiting for approval. */
    async pendingVacancy(): Promise<Vacancy> {
      const contact = await createEmployer(app, { fullName: 'Submitting Employer' });
      const draft = await calls.draftVacancy(contact);
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/vacancies/${draft.id}/submit`,
        headers: contact.auth,
      });
      if (res.statusCode !== 200) throw new Error(`submit answered ${res.body}`);
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
    /** A one-click move of a new application of the owner's, by the world's admin: its undo. */
    async undoableMove(): Promise<{ id: string; eventId: string }> {
      const w = world();
      const { id } = await this.ownerApplication();
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/applications/${id}/status`,
        headers: w.admin.auth,
        payload: { status: 'under_review', undoable: true },
      });
      const eventId = res.json<{ undo?: { eventId: string } }>().undo?.eventId;
      if (!eventId) throw new Error(`undoable move answered ${res.body}`);
      return { id, eventId };
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
      return candidateResetToken(app, user.id);
    },
    async verificationToken(): Promise<string> {
      const user = await createCandidate(app, 'Confirming Candidate');
      return candidateVerificationToken(app, user.id);
    },
    /** A new internal reason (for rejections and holds), used by no move yet. */
    async reason(): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/reasons',
        headers: world().admin.auth,
        payload: { name: `Reason ${uniqueEmail('r')}`, kinds: ['rejected', 'on_hold'] },
      });
      if (res.statusCode !== 201) throw new Error(`reason answered ${res.body}`);
      return res.json<{ id: string }>().id;
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
    /** A pending invitation's id (to resend or revoke). */
    async invitationId(): Promise<string> {
      const email = uniqueEmail('pending');
      await this.invitationToken(email);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/admin/invitations',
        headers: world().admin.auth,
      });
      const found = res
        .json<{ data: { id: string; email: string }[] }>()
        .data.find((i) => i.email === email);
      if (!found) throw new Error(`invitation for ${email} not listed: ${res.body}`);
      return found.id;
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
  const employer = await createEmployer(app, { fullName: 'Matrix Employer' });
  const disabled = await app.inject({
    method: 'PATCH',
    url: `/api/v1/admins/${disabledAdmin.id}`,
    headers: admin.auth,
    payload: { status: 'disabled' },
  });
  if (disabled.statusCode !== 200) throw new Error(`disable answered ${disabled.body}`);
  holder.world = {
    app,
    admin,
    disabledAdmin,
    owner,
    other,
    employer,
    vacancy,
    document,
    application,
    fresh,
  };
  return holder.world;
}

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
