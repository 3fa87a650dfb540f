import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SHARING_NOTICE_VERSION, type Application, type Shortlist } from '@careers/contracts';
import { organisationContacts, outbox } from '../db/tables.ts';
import { careersCalls } from './careers.ts';
import type { TestUser } from './users.ts';

const unique = () => randomBytes(4).toString('hex');

/** A contact of the organisation without an account: who a review link is for. */
export async function createLinkContact(
  app: FastifyInstance,
  organisationId: string,
  fullName = 'Dana Whitfield',
): Promise<{ id: string; email: string; fullName: string }> {
  const email = `contact-${unique()}@contact.test`;
  const [row] = await app.database.db
    .insert(organisationContacts)
    .values({ organisationId, fullName, email })
    .returning({ id: organisationContacts.id });
  return { id: row!.id, email, fullName };
}

/**
 * A new open vacancy of the organisation and the candidate's application to it, made under the
 * sharing notice (or without it, as applications made before the notice were).
 */
export async function noticedApplication(
  app: FastifyInstance,
  admin: TestUser,
  candidate: TestUser,
  documentIds: string[],
  { organisationId, notice = true }: { organisationId?: string; notice?: boolean } = {},
): Promise<Application> {
  const calls = careersCalls(app);
  const vacancy = await calls.openVacancy(admin, organisationId ? { organisationId } : {});
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/vacancies/${vacancy.id}/applications`,
    headers: candidate.auth,
    payload: {
      documentIds,
      coverNote: 'I would love to join your team.',
      ...(notice ? { noticeVersion: SHARING_NOTICE_VERSION } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`apply answered ${res.body}`);
  return res.json<Application>();
}

/** Staff share the applications; for a link, the token is read from the queued email. */
export async function share(
  app: FastifyInstance,
  admin: TestUser,
  body: Record<string, unknown>,
): Promise<{ shortlist: Shortlist; token: string | null }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/shortlists',
    headers: admin.auth,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`share answered ${res.body}`);
  const shortlist = res.json<Shortlist>();
  if (body.via !== 'link') return { shortlist, token: null };
  return { shortlist, token: await lastSecret(app, 'review') };
}

/** The value of the newest queued message's secret (before delivery blanks it). */
export async function lastSecret(app: FastifyInstance, name: string): Promise<string> {
  const rows = await app.database.db
    .select({ secrets: outbox.secrets, subject: outbox.subject })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(20);
  const value = rows.find((r) => r.secrets?.[name])?.secrets?.[name];
  if (!value) throw new Error(`no queued message carries the secret ${name}`);
  return value;
}

/** The newest code queued for an address. */
export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.db
    .select({ secrets: outbox.secrets })
    .from(outbox)
    .where(and(eq(outbox.to, email)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = row?.secrets?.code;
  if (!code) throw new Error(`no code queued for ${email}`);
  return code;
}

/** Opens a review link: asks for the code, reads it from the outbox, answers the session header. */
export async function reviewSession(
  app: FastifyInstance,
  token: string,
  email: string,
): Promise<Record<string, string>> {
  const sent = await app.inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
  if (sent.statusCode !== 200) throw new Error(`code answered ${sent.body}`);
  const code = await lastCodeFor(app, email);
  const opened = await app.inject({
    method: 'POST',
    url: `/api/v1/review/${token}/session`,
    payload: { code },
  });
  if (opened.statusCode !== 200) throw new Error(`session answered ${opened.body}`);
  return { 'x-review-session': opened.json<{ session: string }>().session };
}
