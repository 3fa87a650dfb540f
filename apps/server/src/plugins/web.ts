import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the build puts its content-hashed files: they never change under their name. */
export const ASSETS_PREFIX = '/assets/';

/** A request for one of the build's hashed files (scripts, styles, fonts, images). */
export function isHashedAsset(url: string): boolean {
  return url.startsWith(ASSETS_PREFIX);
}

/**
 * The content security policy's sources for the inline scripts of the built index.html (the
 * language file's preload, build/locales-plugin.ts, and the other head scripts the build writes):
 * each allowed by its hash, nothing else inline.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  // Inline: no `src`; attributes (a head script's `data-session-only`) do not change the hash.
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? ''))
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
    );
}

/**
 * The screens the web build prerendered (apps/web/build/prerender.ts): `prerendered/login.html`
 * is the document for `/login`, the sign-in form already in it.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}

/**
 * Serves the built single-page app with history fallback: any non-API GET that is not a file
 * answers index.html, while an unknown /api/... path answers a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const prerendered = prerenderedPages(webDist);
  if (hasWeb) {
    // index.html, the language files and the rest are revalidated on every use.
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for the build's other files (locales, images): a path that is no file
      // goes on to the fallback below. Registering each of them (about a hundred, wildcard: false)
      // cost every start a glob and two routes a file. This one gives replies sendFile.
      wildcard: true,
      index: false,
      // A folder (`/`, `/locales/`) is no file: the app's document answers it, below (without
      // this, a client that asks for no compression got 403 for `/`).
      allowedPath: (pathName) => !pathName.endsWith('/'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', 'no-cache');
      },
    });
    // Hashed assets never change: cached for a year, with nothing to revalidate them by.
    if (existsSync(path.join(webDist, 'assets'))) {
      await app.register(fastifyStatic, {
        root: path.join(webDist, 'assets'),
        prefix: ASSETS_PREFIX,
        // One route for the folder, not one per file: the build has about a thousand of them,
        // and registering each costs start-up time. A missing one answers the plain 404 below.
        wildcard: true,
        index: false,
        decorateReply: false,
        // The build writes .br and .gz beside each asset; send those to browsers that accept them.
        preCompressed: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        maxAge: '365d',
        immutable: true,
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${url} not found`, code: 'not_found' });
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // A path that looks like a file (has an extension) and is missing is a real 404.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile(prerendered.get(url) ?? 'index.html');
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${url} not found`, code: 'not_found' });
  });
}
