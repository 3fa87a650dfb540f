import { describe, expect, it } from 'vitest';
import { HttpError, type HttpResponse } from '../http/client.ts';
import { isApiError, toApiError } from './api-error.ts';

function httpFailure(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: {} };
  const response: HttpResponse = { data, status, statusText: String(status), headers, config };
  return new HttpError(`Request failed with status code ${status}`, 'ERR', config, response);
}

describe('toApiError', () => {
  it("reads the server's body and the status of a failed call", () => {
    const error = httpFailure(409, {
      message: 'Cannot move from closed to draft',
      field: 'status',
      code: 'invalid_transition',
      allowed: ['archived'],
    });
    expect(toApiError(error)).toMatchObject({
      message: 'Cannot move from closed to draft',
      field: 'status',
      code: 'invalid_transition',
      status: 409,
      allowed: ['archived'],
    });
  });

  it("keeps a 409's missing documents and a 429's wait", () => {
    expect(toApiError(httpFailure(409, { message: 'Missing', missing: ['cv'] }))).toMatchObject({
      missing: ['cv'],
    });
    const limited = toApiError(httpFailure(429, { message: 'Slow down' }, { 'retry-after': '45' }));
    expect(limited).toMatchObject({ status: 429, retryAfter: 45 });
  });

  it("falls back to the error's own message, then to 'Request failed'", () => {
    expect(toApiError(httpFailure(502, '<html>'))).toEqual({
      message: 'Request failed with status code 502',
      status: 502,
      data: '<html>',
    });
    expect(toApiError(new Error('Network Error'))).toEqual({ message: 'Network Error' });
    expect(toApiError('boom')).toEqual({ message: 'Request failed' });
    expect(toApiError(undefined)).toEqual({ message: 'Request failed' });
  });

  it('passes an ApiError through, and tells one from an Error', () => {
    const failure = { message: 'Not found', status: 404 };
    expect(toApiError(failure)).toBe(failure);
    expect(isApiError(failure)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ message: 3 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
