import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app with history fallback: any non-API GET that is not a file
 * answers index.html, while an unknown /api/... path answers a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html and locales must be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
    // Every file of the build, registered once (wildcard: false keeps unknown paths for the fallback).
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // A path that looks like a file (has an extension) and is missing is a real 404.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
  });
}
