// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttp, isHttpError, type UploadProgress } from './client.ts';

// An upload that reports its progress goes by XMLHttpRequest (fetch reports none): jsdom's here,
// against a real server.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      const status = req.url === '/too-large' ? 413 : 201;
      res.writeHead(status, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 201 ? { size } : { message: 'Too large' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function form(): FormData {
  const data = new FormData();
  data.append('file', new Blob(['x'.repeat(50_000)], { type: 'application/pdf' }), 'cv.pdf');
  return data;
}

it('reports an upload’s progress and parses the answer', async () => {
  const http = createHttp({ baseURL: base });
  const progress: UploadProgress[] = [];
  const res = await http.post<{ size: number }>('/upload', form(), {
    onUploadProgress: (event) => progress.push(event),
  });
  expect(res.status).toBe(201);
  expect(res.data.size).toBeGreaterThan(50_000);
  expect(progress.length).toBeGreaterThan(0);
  // jsdom reports the upload's start without a total; a browser reports up to the whole body.
  expect(progress.every((event) => event.loaded >= 0)).toBe(true);
});

it('rejects a refused upload with the parsed answer', async () => {
  const http = createHttp({ baseURL: base });
  const error = await http
    .post('/too-large', form(), { onUploadProgress: () => undefined })
    .catch((e: unknown) => e);
  expect(isHttpError(error) && error.response?.status).toBe(413);
  expect(isHttpError(error) && error.response?.data).toEqual({ message: 'Too large' });
});
