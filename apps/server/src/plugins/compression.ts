import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Whether a route's answers are compressed: the API's reads, not its writes nor the web app. */
export function compressesAnswers(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
  return reads && route.url.startsWith('/api/');
}

/**
 * The API's answers compressed for a client that accepts it (brotli, else gzip), above 1 KB of a
 * compressible type (JSON, CSV, calendars, the API's documentation): a page of ten vacancies is
 * some 15 KB of JSON (3 KB compressed), an export's CSV many times that.
 *
 * - Reads only: a write's answer is small, and the answers that carry a session's tokens (sign-in,
 *   refresh) are writes. Nor can a third party have a signed-in reader's browser fetch a read
 *   that mixes their text with its secrets and watch its compressed size (BREACH): the API is
 *   called with a bearer token, which a browser never adds to a request by itself.
 * - Not the web app's files: they are compressed once, at build time, and sent as they are
 *   (plugins/web.ts), with only the headers they need.
 * - Request bodies are never decompressed: no client of the API sends one compressed, and a
 *   compressed body is a way to make a small request cost a large parse.
 *
 * Registered before any route: it decides as each route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.decompress = false;
    if (!compressesAnswers(route)) route.compress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
}
