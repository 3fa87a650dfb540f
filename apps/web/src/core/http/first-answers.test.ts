// @vitest-environment jsdom
import { MockHttp } from '../test/mock-http.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../auth/session-storage.ts';
import { FIRST_ANSWERS_MAX_AGE_MS, hasFirstAnswers, requestKey } from './first-answers.ts';
import { http, REFRESH_URL } from './http.ts';

const LIST = { sortColumn: 'createdAt', sort: 'desc', page: 1, perPage: 10 };
const LIST_URL = '/api/v1/vacancies?sortColumn=createdAt&sort=desc&page=1&perPage=10';

let mock: MockHttp;
let network: number;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ fullName: 'A', role: 'admin' }));
  localStorage.setItem(STORAGE_KEYS.accessToken, 'good');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  network = 0;
  mock = new MockHttp(http, { delayResponse: 1 });
  mock.onGet('/api/v1/vacancies').reply(() => {
    network += 1;
    return [200, { from: 'network' }];
  });
});

afterEach(() => {
  mock.restore();
  delete window.__careersFirst;
});

/** As the document's head leaves them (build/first-requests-plugin.ts). */
function headSent(answer: Promise<Response>, at = Date.now(), screen = true) {
  window.__careersFirst = { at, answers: { [requestKey(LIST_URL)]: answer }, screen };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('requestKey', () => {
  it('is the same however the query is ordered, and keeps the path', () => {
    expect(requestKey('/api/v1/x?b=2&a=1&a=0')).toBe('/api/v1/x?a=0&a=1&b=2');
    expect(requestKey('http://h.example/api/v1/x?b=2&a=1')).toBe(requestKey('/api/v1/x?a=1&b=2'));
    expect(requestKey('/api/v1/settings')).toBe('/api/v1/settings');
  });

  it('orders by code point (no collator to build on the first screen): capitals first', () => {
    expect(requestKey('/api/v1/x?sort=asc&sortColumn=title&Z=1')).toBe(
      '/api/v1/x?Z=1&sort=asc&sortColumn=title',
    );
  });
});

describe('the first answers the head sent', () => {
  it('answer the same call once, parsed as any answer; the next goes to the network', async () => {
    headSent(json({ from: 'head' }));
    expect(hasFirstAnswers()).toBe(true);
    const first = await http.get('/api/v1/vacancies', { params: LIST });
    expect(first.data).toEqual({ from: 'head' });
    expect(network).toBe(0);
    const second = await http.get('/api/v1/vacancies', { params: LIST });
    expect(second.data).toEqual({ from: 'network' });
    expect(network).toBe(1);
  });

  it('are not used for another query', async () => {
    headSent(json({ from: 'head' }));
    const res = await http.get('/api/v1/vacancies', { params: { ...LIST, page: 2 } });
    expect(res.data).toEqual({ from: 'network' });
  });

  it('send the call as usual when the head got another error or no answer', async () => {
    headSent(json({ message: 'unavailable' }, 503));
    expect((await http.get('/api/v1/vacancies', { params: LIST })).data).toEqual({
      from: 'network',
    });
    headSent(Promise.reject(new TypeError('Failed to fetch')));
    expect((await http.get('/api/v1/vacancies', { params: LIST })).data).toEqual({
      from: 'network',
    });
    expect(network).toBe(2);
  });

  it('take a 401 (an expired token) as the call’s own: refreshed at once, asked again once', async () => {
    const seen: string[] = [];
    mock.onPost(REFRESH_URL).reply(() => [200, { accessToken: 'fresh', refreshToken: 'r-2' }]);
    mock.onGet('/api/v1/vacancies').reply((config) => {
      const auth = String((config.headers as Record<string, unknown> | undefined)?.Authorization);
      seen.push(auth);
      return auth === 'Bearer fresh' ? [200, { from: 'network' }] : [401, {}];
    });
    headSent(json({ message: 'expired' }, 401));
    const res = await http.get('/api/v1/vacancies', { params: LIST });
    expect(res.data).toEqual({ from: 'network' });
    expect(seen).toEqual(['Bearer fresh']);
  });

  it('count as the screen’s own only when the head sent the screen’s calls, not only settings', async () => {
    headSent(json({ from: 'head' }), Date.now(), false);
    expect(hasFirstAnswers()).toBe(false);
    // Still taken by the call they answer.
    expect((await http.get('/api/v1/vacancies', { params: LIST })).data).toEqual({ from: 'head' });
  });

  it('are not used once they are old', async () => {
    headSent(json({ from: 'head' }), Date.now() - FIRST_ANSWERS_MAX_AGE_MS - 1);
    expect(hasFirstAnswers()).toBe(false);
    expect((await http.get('/api/v1/vacancies', { params: LIST })).data).toEqual({
      from: 'network',
    });
  });
});
