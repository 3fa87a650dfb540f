import type { FastifyReply } from 'fastify';
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

/** Sends a CSV export as a dated attachment, `<name>-YYYY-MM-DD.csv`. */
export function sendCsv<R extends FastifyReply>(reply: R, name: string, csv: string): R {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .send(csv) as R;
}
