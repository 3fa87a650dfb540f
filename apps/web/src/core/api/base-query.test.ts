import { vacancySchema } from '@careers/contracts';
import { MockHttp } from '../test/mock-http.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/http.ts';
import { CONTRACT_MISMATCH } from './api-error.ts';
import { cleanParams, httpBaseQuery, type HttpArgs, type HttpExtraOptions } from './base-query.ts';
import { aVacancy } from './test-records.ts';

const mock = new MockHttp(http);
afterEach(() => {
  mock.reset();
  vi.restoreAllMocks();
});

function run(args: HttpArgs, extraOptions?: HttpExtraOptions, signal?: AbortSignal) {
  const base = {
    signal: signal ?? new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query' as const,
  };
  return httpBaseQuery(args, base, extraOptions ?? {});
}

describe('httpBaseQuery', () => {
  it('drops empty params and sends the body through the shared client', async () => {
    expect(cleanParams({ q: '', status: undefined, page: 2, x: null, on: false })).toEqual({
      page: 2,
      on: false,
    });
    mock
      .onPost('/api/v1/things')
      .reply((config) => [201, { params: config.params, body: config.data }]);
    const result = await run({
      url: '/api/v1/things',
      method: 'POST',
      params: { q: '', page: 1 },
      body: { name: 'x' },
    });
    expect(result).toEqual({ data: { params: { page: 1 }, body: '{"name":"x"}' } });
  });

  it('answers a failure as an ApiError', async () => {
    mock.onGet('/api/v1/vacancies/1').reply(404, { message: 'Vacancy not found' });
    expect(await run('/api/v1/vacancies/1')).toEqual({
      error: { message: 'Vacancy not found', status: 404, data: { message: 'Vacancy not found' } },
    });
  });

  it('passes the abort signal on, so a dropped query cancels its request', async () => {
    const controller = new AbortController();
    let sent: AbortSignal | undefined;
    mock.onGet('/api/v1/slow').reply((config) => {
      sent = config.signal as AbortSignal;
      return [200, {}];
    });
    await run('/api/v1/slow', {}, controller.signal);
    expect(sent).toBe(controller.signal);
  });

  it('fails an answer that drifts from its contract, naming where (dev and tests)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.onGet('/api/v1/vacancies/1').reply(200, { ...aVacancy(), positions: 'two' });
    const result = await run('/api/v1/vacancies/1', { schema: vacancySchema });
    expect(result.error).toMatchObject({ code: CONTRACT_MISMATCH });
    expect(result.error?.message).toMatch(/\/api\/v1\/vacancies\/1.*positions/);
    expect(error).toHaveBeenCalledOnce();
    // The same answer without its drift passes, as it is.
    mock.onGet('/api/v1/vacancies/2').reply(200, aVacancy());
    expect(await run('/api/v1/vacancies/2', { schema: vacancySchema })).toEqual({
      data: aVacancy(),
    });
  });
});
