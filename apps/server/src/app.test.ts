import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

const INLINE = "document.title = 'Careers';";
// A head script with an attribute (build/prerender-plugin.ts: SESSION_ONLY), and a module's tag.
const SESSION_ONLY = "window.session = 'first';";

describe('the HTTP shell', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'careers-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><head><script data-session-only>${SESSION_ONLY}</script><script>${INLINE}</script>` +
        `<script type="module" crossorigin src="/assets/app-abc123.js"></script></head><title>Careers</title>`,
    );
    await mkdir(path.join(dist, 'prerendered'));
    await writeFile(
      path.join(dist, 'prerendered', 'login.html'),
      `<!doctype html><head><script>${INLINE}</script></head><title>Sign in</title>`,
    );
    await mkdir(path.join(dist, 'locales'));
    await writeFile(path.join(dist, 'locales', 'en.json'), '{"menu":{}}');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
    await writeFile(path.join(dist, 'assets', 'big-abc123.js'), 'export const big = 1;');
    await writeFile(
      path.join(dist, 'assets', 'big-abc123.js.br'),
      brotliCompressSync('export const big = 1;'),
    );
    t = await createTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for any client-side route (history fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/careers/vacancies?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Careers</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for the root and for a folder, whatever encodings the client takes', async () => {
    for (const url of ['/', '/locales/']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.body).toContain('<title>Careers</title>');
      }
    }
  });

  it('serves a prerendered screen’s own document for its path, with or without a query', async () => {
    for (const url of ['/login', '/login?redirect=%2Fcareers%2Fvacancies']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Sign in</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Any other path, deeper ones included, still gets the app's document.
    const other = await t.app.inject({ method: 'GET', url: '/login/help' });
    expect(other.body).toContain('<title>Careers</title>');
  });

  it('serves hashed assets with a long cache life and only the headers a script needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A document's headers mean nothing on a script; nothing revalidates an immutable file.
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
      'x-request-id',
      'etag',
      'last-modified',
    ]) {
      expect(res.headers[header], header).toBeUndefined();
    }
  });

  it('revalidates the language files, with the full set of headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/locales/en.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('serves the build’s other files by one route, not one registered per file', async () => {
    await mkdir(path.join(dist, 'images'));
    await writeFile(path.join(dist, 'images', 'later.svg'), '<svg/>');
    const res = await t.app.inject({ method: 'GET', url: '/images/later.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(t.app.registeredRoutes.some((r) => r.url.startsWith('/locales/'))).toBe(false);
  });

  it('sends the build’s precompressed copy to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('export const big = 1;');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const big = 1;');
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Route GET /api/v1/nothing-here not found',
    });
  });

  it('answers a plain 404 for a missing asset rather than the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The page's own inline scripts (the head's, with attributes or none) are allowed by their
    // hashes alone; a module's tag (a `src`, no text) adds none.
    const hash = (text: string) =>
      createHash('sha256').update(text).digest('base64').replace(/[+/]/g, '\\$&');
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash(SESSION_ONLY)}' 'sha256-${hash(INLINE)}';`),
    );
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-12345678');
    const replaced = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('publishes the OpenAPI document built from the zod schemas, and its docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/health']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
