import type { FastifyReply, FastifySchema, RouteShorthandOptions } from 'fastify';
import { errorSchema } from '@careers/contracts';

/** The OpenAPI security of a route that needs a session: the Bearer access token. */
export const security = [{ bearerAuth: [] }];

/**
 * The error answers a route declares in its `response` schema, all in the one error shape:
 * `errorResponses(400, 404)` is `{ 400: errorSchema, 404: errorSchema }`.
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S,
    typeof errorSchema
  >;
}

type Guard = RouteShorthandOptions['preHandler'];
/** A route's answers by status. */
export type Responses = Record<number, unknown>;

/**
 * The options of a module's routes that need no session (sign-up, sign-in, links sent by email):
 * each route gives its own schema; the module's OpenAPI tags and error answers are added here.
 *
 *   const open = publicRoutes(['auth'], errorResponses(400, 429));
 *   app.post('/candidate/login', open({ summary: '…', body: loginInputSchema, response: { 200: … } }), handler);
 */
export function publicRoutes<E extends Responses>(tags: string[], errors: E) {
  return <S extends FastifySchema & { response: Responses }>(schema: S) => ({
    schema: { tags, ...schema, response: { ...schema.response, ...errors } },
  });
}

/**
 * The options of a module's routes that need a session: each route gives its guard (an ability
 * check) and its own schema; the module's OpenAPI tags, the Bearer security and the module's error
 * answers are added here.
 *
 *   const route = sessionRoutes(['reviewing'], errorResponses(400, 401, 403, 404));
 *   app.get('/tags', route(staff, { summary: '…', response: { 200: tagListSchema } }), handler);
 */
export function sessionRoutes<E extends Responses>(tags: string[], errors: E) {
  const open = publicRoutes(tags, errors);
  return <S extends FastifySchema & { response: Responses }>(preHandler: Guard, schema: S) => ({
    preHandler,
    schema: { security, ...open(schema).schema },
  });
}

/** A route's handler that does its work and answers 204 with no body (its schema: `204: noBody`). */
export function noContent<Q>(work: (request: Q) => Promise<unknown>) {
  return async (request: Q, reply: FastifyReply) => {
    await work(request);
    return reply.status(204).send(null);
  };
}

/** A route's handler that creates a record and answers 201 with it (its schema: `201: …`). */
export function created<Q, T>(work: (request: Q) => Promise<T>) {
  return async (request: Q, reply: FastifyReply) => reply.status(201).send(await work(request));
}

/** Sends a CSV export as a dated attachment, `<name>-YYYY-MM-DD.csv`. */
export function sendCsv<R extends FastifyReply>(reply: R, name: string, csv: string): R {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .send(csv) as R;
}

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored document as an attachment the browser never runs (candidates' documents, shared ones). */
export function sendFile<R extends FastifyReply>(
  reply: R,
  doc: { mimeType: string; fileName: string; content: Buffer },
): R {
  return reply
    .header('Content-Type', doc.mimeType)
    .header('Content-Length', doc.content.length)
    .header('Content-Disposition', contentDisposition(doc.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(doc.content) as R;
}
