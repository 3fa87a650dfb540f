import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_GROUP_MAIL_PER_MINUTE } from '@careers/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, so paths work whichever folder `npm start` runs from. */
export const repoRoot = path.resolve(here, '../../..');

/** An IANA zone name (Europe/London, America/New_York, UTC) that this runtime knows. */
function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Careers Service <careers@example.ac.uk>'),
  /** Where candidates' replies to messages go: the service's mailbox (MAIL_FROM when unset). */
  MAIL_REPLY_TO: z.string().optional(),
  GROUP_MAIL_PER_MINUTE: z.coerce
    .number({ message: 'GROUP_MAIL_PER_MINUTE must be a number' })
    .int('GROUP_MAIL_PER_MINUTE must be a whole number')
    .min(1, 'GROUP_MAIL_PER_MINUTE must be between 1 and 6000')
    .max(6000, 'GROUP_MAIL_PER_MINUTE must be between 1 and 6000')
    .default(DEFAULT_GROUP_MAIL_PER_MINUTE),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ message: 'ACCESS_TOKEN_TTL must be a number of seconds' })
    .int('ACCESS_TOKEN_TTL must be a whole number of seconds')
    .min(1, 'ACCESS_TOKEN_TTL must be between 1 and 86400 seconds')
    .max(86_400, 'ACCESS_TOKEN_TTL must be between 1 and 86400 seconds')
    .default(10 * 60),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { message: 'TRUST_PROXY must be true or false' })
    .default('false'),
  JOBS_WORKER: z.enum(['on', 'off'], { message: 'JOBS_WORKER must be on or off' }).default('on'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  TIME_ZONE: z
    .string()
    .refine(isIanaTimeZone, 'TIME_ZONE must be an IANA time zone such as Europe/London')
    .default('Europe/London'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  logLevel: string;
  redisUrl: string | undefined;
  /** Unset: mail is printed on the console and kept (refused when NODE_ENV=production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Reply-To of messages to candidates: the service's mailbox. */
  mailReplyTo: string;
  /** How many group-message emails leave a minute (behind transactional mail). */
  groupMailPerMinute: number;
  /** Whether this instance polls the jobs table (tests turn it off and call runDue). */
  jobsWorker: boolean;
  /** How often an idle worker looks for due jobs. */
  jobsPollMs: number;
  /** Where links in emails point; defaults to the listening address. */
  publicUrl: string;
  /** The built single-page app; not served when the folder is missing. */
  webDist: string;
  seedDemo: 'auto' | 'always' | 'never';
  /** How long an access token is valid; the refresh token renews it (tests shorten it). */
  accessTokenSeconds: number;
  /** Believe X-Forwarded-For (only behind a load balancer that sets it). */
  trustProxy: boolean;
  /** The service's IANA time zone: the web shows dates in it (GET /api/v1/settings). */
  timeZone: string;
  version: string;
  /**
   * Tests only (never read from the environment): a cheaper argon2id cost so suites that sign in
   * hundreds of times stay fast. Unset, passwords use the library defaults (19 MiB, 2 passes).
   */
  passwordHashCost?: PasswordHashCost;
}

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

export class ConfigError extends Error {}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** JWT_SECRET when given; otherwise one generated on first start and kept in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates every setting once; nothing else in the server touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    // Without it mail would only reach the console, where nobody reads it in production.
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: is required when NODE_ENV=production (smtp://host:port)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO ?? e.MAIL_FROM,
    groupMailPerMinute: e.GROUP_MAIL_PER_MINUTE,
    jobsWorker: e.JOBS_WORKER === 'on',
    jobsPollMs: e.JOBS_POLL_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemo: e.SEED_DEMO,
    accessTokenSeconds: e.ACCESS_TOKEN_TTL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    timeZone: e.TIME_ZONE,
    version: readVersion(),
  };
}
