import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { vacancyInput } from '../test/careers.ts';
import { createAdmin, type TestUser } from '../test/users.ts';
import { compressesAnswers } from './compression.ts';

describe('which answers are compressed', () => {
  it('the API’s reads only', () => {
    expect(compressesAnswers({ method: 'GET', url: '/api/v1/applications' })).toBe(true);
    expect(compressesAnswers({ method: 'HEAD', url: '/api/v1/applications' })).toBe(true);
    expect(compressesAnswers({ method: ['GET', 'HEAD'], url: '/api/docs/json' })).toBe(true);
    expect(compressesAnswers({ method: 'POST', url: '/api/v1/admin/login' })).toBe(false);
    expect(compressesAnswers({ method: ['GET', 'POST'], url: '/api/v1/things' })).toBe(false);
    // The web app's files are compressed at build time.
    expect(compressesAnswers({ method: 'GET', url: '/*' })).toBe(false);
    expect(compressesAnswers({ method: 'GET', url: '/assets/*' })).toBe(false);
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, encodings?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...admin.auth, ...(encodings ? { 'accept-encoding': encodings } : {}) },
    });

  it('sends a read’s answer in brotli, else gzip, to a client that accepts it: the same JSON', async () => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/v1/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/v1/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a signed-in read of the API, and leaves a small answer as it is', async () => {
    for (let i = 0; i < 8; i += 1) {
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/invitations',
        headers: admin.auth,
        payload: { email: `colleague-${i}@careers.test` },
      });
      expect(invited.statusCode).toBe(201);
    }
    const plain = await get('/api/v1/admin/invitations');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/v1/admin/invitations', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/v1/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('never compresses a write’s answer, though a read of the same record is', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: { ...admin.auth, 'accept-encoding': 'br, gzip' },
      payload: vacancyInput({ description: 'Build data tools for hospitals. '.repeat(60) }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.rawPayload.length).toBeGreaterThan(1024);
    expect(created.headers['content-encoding']).toBeUndefined();
    const read = await get(`/api/v1/vacancies/${created.json<{ id: string }>().id}`, 'br');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-encoding']).toBe('br');
  });

  it('refuses a compressed request body as a bad request, and writes nothing', async () => {
    const before = await get('/api/v1/admin/invitations');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: {
        ...admin.auth,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ email: 'zipped@careers.test' })),
    });
    expect(res.statusCode).toBe(400);
    const after = await get('/api/v1/admin/invitations');
    expect(after.body).toBe(before.body);
  });
});
