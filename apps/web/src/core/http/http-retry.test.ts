// @vitest-environment jsdom
import type { HttpResponse } from './client.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, mountFakeApi } from '../../fake-api/index.ts';
import { http } from './http.ts';
import { STORAGE_KEYS } from '../auth/session-storage.ts';
import { networkAdapter, sessionServer, type WireRequest } from './test-network.ts';

// The careers API as far as these tests need it: each kind of call the screens make.
function careersApi(request: WireRequest) {
  const key = `${request.method} ${request.url}`;
  if (key === 'GET /api/v1/vacancies') {
    return { status: 200, body: { data: [{ id: 'v1', title: 'Analyst' }], total: 1 } };
  }
  if (key === 'POST /api/v1/vacancies/v1/applications') {
    const sent = JSON.parse(String(request.body)) as Record<string, unknown>;
    return { status: 201, body: { id: 'a1', ...sent } };
  }
  if (key === 'POST /api/v1/documents') {
    const form = request.body as FormData;
    return { status: 201, body: { id: 'd1', kind: form.get('kind') } };
  }
  if (key === 'GET /api/v1/documents/d1/content') {
    return { status: 200, body: 'pdf', contentType: 'application/pdf' };
  }
  return { status: 404, body: { message: 'Not found' } };
}

// jsdom's Blob has no text().
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

interface Answer {
  status: number;
  data: unknown;
  progress: number[];
}

async function answerOf(res: HttpResponse<unknown>, progress: number[]): Promise<Answer> {
  const data =
    res.data instanceof Blob ? { blob: await blobText(res.data), type: res.data.type } : res.data;
  return { status: res.status, data, progress };
}

// Every kind of request a screen sends: JSON GET and POST, a FormData upload with progress, a
// blob download.
const calls: Record<string, () => Promise<Answer>> = {
  'JSON GET': async () => answerOf(await http.get('/api/v1/vacancies'), []),
  'JSON POST': async () =>
    answerOf(
      await http.post('/api/v1/vacancies/v1/applications', { coverNote: 'Hi', documentIds: [] }),
      [],
    ),
  'FormData upload': async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('kind', 'cv');
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'cv.pdf');
    const res = await http.post('/api/v1/documents', form, {
      onUploadProgress: (e) => progress.push(e.progress ?? 0),
    });
    return answerOf(res, progress.slice(-1));
  },
  'blob download': async () =>
    answerOf(await http.get('/api/v1/documents/d1/content', { responseType: 'blob' }), []),
};

let original: typeof http.defaults.adapter;
let fakeApi: FakeApi | null = null;

function connect(serve: (request: WireRequest) => { status: number; body: unknown }) {
  http.defaults.adapter = networkAdapter(serve);
}

beforeEach(() => {
  original = http.defaults.adapter;
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ fullName: 'A', role: 'admin' }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
});

afterEach(() => {
  fakeApi?.restore();
  fakeApi = null;
  http.defaults.adapter = original;
});

/** Mounts the sample-data API as the app does: the careers API's calls pass through it. */
function mountFakeApiLikeTheApp() {
  fakeApi = mountFakeApi(http);
}

describe.each([
  ['straight to the network', false],
  ['through the sample-data API', true],
])('a request retried after a refresh, %s', (_, withFakeApi) => {
  it.each(Object.keys(calls))(
    '%s: the retried answer is the answer a first try gets',
    async (kind) => {
      const call = calls[kind]!;
      /** The call on a fresh session server, signed in with `token`. */
      const callWith = async (token: string) => {
        const server = sessionServer(careersApi);
        connect(server.serve);
        if (withFakeApi) mountFakeApiLikeTheApp();
        localStorage.setItem(STORAGE_KEYS.accessToken, token);
        return { answer: await call(), refreshCalls: server.state.refreshCalls };
      };

      // A first try with a valid token.
      const first = await callWith('access-1');
      const expected = first.answer;
      expect(first.refreshCalls).toBe(0);
      fakeApi?.restore();

      // The same call with an expired token: 401, refresh, retry.
      const second = await callWith('expired');
      const retried = second.answer;
      expect(second.refreshCalls).toBe(1);
      expect(retried).toEqual(expected);
      expect(typeof retried.data).toBe('object');
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    },
  );
});
