import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the docs page (Swagger UI) is served. */
export const DOCS_PREFIX = '/api/docs';

/**
 * The docs page's routes under DOCS_PREFIX, as @fastify/swagger-ui declares them ('' and '/' are
 * its page, `static/*` the Swagger UI files): they are registered up front, so the route table
 * and the authorisation matrix see them, and answered by the UI once it has loaded.
 */
export const DOCS_ROUTES = [
  '',
  '/',
  '/static/index.html',
  '/static/swagger-initializer.js',
  '/static/*',
  '/json',
  '/yaml',
] as const;

/** Response headers the outer reply sets itself. */
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * The docs page's own small Fastify instance with @fastify/swagger-ui, made on its first request.
 * Loading the UI package (its copy of @fastify/static, yaml, the file list of swagger-ui-dist) was
 * about a fifth of every start's CPU, for a page few people open.
 */
async function loadDocsUi(app: FastifyInstance): Promise<FastifyInstance> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  const ui = Fastify({ logger: false });
  // The document as the app publishes it at /api/v1/openapi.json (the app's routes are final).
  // (The static mode's type knows OpenAPI 3.0 documents only; it serves a 3.1 one unchanged.)
  const document = app.swagger() as StaticDocumentSpec['document'];
  await ui.register(swagger, { mode: 'static', specification: { document } });
  await ui.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  await ui.ready();
  return ui;
}

/** Apps whose docs page has been asked for (and so loaded Swagger UI). */
const uiLoaded = new WeakSet<FastifyInstance>();

/** Whether this app has loaded the docs page's Swagger UI (it does on the page's first request). */
export function docsUiLoaded(app: FastifyInstance): boolean {
  return uiLoaded.has(app);
}

/** The OpenAPI document is built from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // Dynamic mode builds the document on its first use, not at start.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Careers dashboard API',
        description:
          'Vacancies, candidates, applications and documents of the university careers service.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  let docsUi: Promise<FastifyInstance> | undefined;
  app.addHook('onClose', async () => {
    if (docsUi) await (await docsUi).close();
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!docsUi) {
      uiLoaded.add(app);
      docsUi = loadDocsUi(app);
    }
    // A failed load is tried again on the next request.
    docsUi.catch(() => (docsUi = undefined));
    // Asked as GET: for a HEAD request Fastify sends the headers of the whole answer, no body.
    const ui = await docsUi;
    const res = await ui.inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(res.statusCode).send(res.rawPayload);
  };
  for (const route of DOCS_ROUTES) {
    app.get(`${DOCS_PREFIX}${route}`, { schema: { hide: true } }, answer);
  }
}
