import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });
  const tmp = async () => {
    const d = await mkdtemp(path.join(os.tmpdir(), 'careers-cfg-'));
    dirs.push(d);
    return d;
  };

  it('has the documented defaults', async () => {
    const dir = await tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.logLevel).toBe('info');
    expect(c.trustProxy).toBe(false);
    expect(c.accessTokenSeconds).toBe(600);
    expect(c.timeZone).toBe('Europe/London');
    expect(loadConfig({ DATA_DIR: dir, TIME_ZONE: 'America/New_York' }).timeZone).toBe(
      'America/New_York',
    );
    expect(loadConfig({ DATA_DIR: dir, TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    expect(loadConfig({ DATA_DIR: dir, ACCESS_TOKEN_TTL: '5' }).accessTokenSeconds).toBe(5);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).dataDir).toBe(path.resolve('./data'));
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const dir = await tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
  });

  it('prefers a given JWT_SECRET', async () => {
    const dir = await tmp();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'mail.example.org:25' }, 'SMTP_URL'],
    [{ JOBS_WORKER: 'maybe' }, 'JOBS_WORKER'],
    [{ JOBS_POLL_MS: '5' }, 'JOBS_POLL_MS'],
    [{ ACCESS_TOKEN_TTL: 'ten minutes' }, 'ACCESS_TOKEN_TTL'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL'],
    [{ ACCESS_TOKEN_TTL: '2.5' }, 'ACCESS_TOKEN_TTL'],
    [{ ACCESS_TOKEN_TTL: '90000' }, 'ACCESS_TOKEN_TTL'],
    [{ TIME_ZONE: 'Europe/Londres' }, 'TIME_ZONE must be an IANA time zone'],
    [{ TIME_ZONE: '+01:00' }, 'TIME_ZONE'],
    [{ TIME_ZONE: 'GMT+1 ' }, 'TIME_ZONE'],
  ])('refuses %o naming the setting', async (env, name) => {
    const dir = await tmp();
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrowError(new RegExp(name));
  });

  it('refuses to start in production without SMTP_URL, naming it', async () => {
    const dir = await tmp();
    const production = { DATA_DIR: dir, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrowError(ConfigError);
    expect(() => loadConfig(production)).toThrowError(/SMTP_URL: is required/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.org:587' }).smtpUrl).toBe(
      'smtp://mail.example.org:587',
    );
    // Local use prints mail on the console instead.
    expect(loadConfig({ DATA_DIR: dir }).smtpUrl).toBeUndefined();
  });

  it('runs the job worker by default, polling every second', async () => {
    const dir = await tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ jobsWorker: true, jobsPollMs: 1000 });
    expect(loadConfig({ DATA_DIR: dir, JOBS_WORKER: 'off', JOBS_POLL_MS: '250' })).toMatchObject({
      jobsWorker: false,
      jobsPollMs: 250,
    });
  });
});
