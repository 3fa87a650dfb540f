import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { loggerOptions } from './lib/logger.ts';
import type { Database } from './db/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { inlineScriptSources, isHashedAsset, registerWeb } from './plugins/web.ts';
import { registerAuth } from './plugins/auth.ts';
import { setPasswordHashCost } from './lib/secrets.ts';
import { forgetCounts } from './lib/sql.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { employersRoutes } from './modules/employers/employers.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import {
  LoginLimiter,
  MemoryFailureStore,
  RedisFailureStore,
} from './modules/auth/login-limiter.ts';
import { JobWorker } from './modules/jobs/worker.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { careersRoutes } from './modules/careers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Queues mail in the caller's transaction; the job worker delivers it. */
    mailer: Mailer;
    /** Every route as registered (method and URL pattern): what the authorisation matrix walks. */
    registeredRoutes: readonly RegisteredRoute[];
    /** The durable job worker: handlers register by kind; tests call runDue(now). */
    jobs: JobWorker;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: boolean | Record<string, unknown>;
}

/** The content security policy the built app satisfies: no inline script, no third-party origin. */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // react-bootstrap, charts and the calendar set style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // Inline PDF preview of a candidate's document is an object URL in a frame.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** The policy with more allowed script sources (the hashes of the page's inline scripts). */
export function withScriptSources(sources: string[]): typeof contentSecurityPolicy {
  const { directives } = contentSecurityPolicy;
  return { directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...sources] } };
}

function zodCompilersOnly(): never {
  throw new Error('Routes validate and serialise with the zod compilers set on the instance');
}

/** Wires plugins and modules; never listens, so tests drive it with inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === undefined ? loggerOptions(config.logLevel) : opts.logger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    // Client addresses (rate limits, logs) come from X-Forwarded-For only when told to trust it.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Every route validates and serialises with its zod schemas (the compilers set below). Given
    // factories of its own, Fastify does not load its default Ajv and fast-json-stringify
    // compilers at construction (about 85 ms of every start); setting the zod compilers replaces
    // these factories, so they are never called.
    schemaController: {
      compilersFactory: { buildValidator: zodCompilersOnly, buildSerializer: zodCompilersOnly },
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Recorded before anything registers, so the list is complete.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onRequest', async (request, reply) => {
    if (!isHashedAsset(request.url)) reply.header('x-request-id', request.id);
  });
  // Lists reuse their counts for a few seconds; whatever a request wrote makes them count again.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') forgetCounts();
  });

  // Security headers, built once (the Fastify wrapper rebuilt helmet's middleware per request).
  // The built index.html's inline scripts are allowed by their hashes. Hashed assets are scripts,
  // styles and images, never documents: they need nosniff only (about 1 KB less per response).
  const securityHeaders = helmet({
    contentSecurityPolicy: withScriptSources(inlineScriptSources(config.webDist)),
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isHashedAsset(request.url)) {
      reply.header('X-Content-Type-Options', 'nosniff');
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  registerErrorHandling(app);
  registerInputHygiene(app);
  await registerCompression(app);
  await registerOpenApi(app, config.version);

  if (config.passwordHashCost) setPasswordHashCost(config.passwordHashCost);
  const jobs = new JobWorker(database.db, app.log, config.jobsPollMs);
  app.decorate('jobs', jobs);
  const mailer = Mailer.fromConfig(database.db, app.log, config);
  mailer.register(jobs);
  app.decorate('mailer', mailer);
  // Failed logins are counted in Redis when several instances share the load.
  const limiter = new LoginLimiter(
    config.redisUrl
      ? await RedisFailureStore.connect(config.redisUrl, app.log)
      : new MemoryFailureStore(),
    app.log,
  );
  // Every module has registered its job handlers by then.
  app.addHook('onReady', async () => {
    await jobs.ensureRecurring();
    if (config.jobsWorker) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await limiter.close();
  });
  registerAuth(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes, { limiter });
      await api.register(employersRoutes);
      await api.register(outboxRoutes);
      await api.register(careersRoutes);
      await api.register(searchRoutes);
      await api.register(notificationsRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerWeb(app, config.webDist);
  return app;
}
