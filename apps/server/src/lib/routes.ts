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
