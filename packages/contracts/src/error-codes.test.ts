import { describe, expect, it } from 'vitest';
import { authMessages } from './auth.ts';
import { STALE_EDIT_MESSAGE } from './domain.ts';
import { errorCodeFor, errorCodes } from './error-codes.ts';

describe('errorCodeFor', () => {
  it('names known messages, then details, then the field, then the status', () => {
    expect(errorCodeFor({ status: 401, message: authMessages.invalidCredentials })).toBe(
      'invalid_credentials',
    );
    expect(errorCodeFor({ status: 409, message: STALE_EDIT_MESSAGE, field: 'x' })).toBe(
      'stale_edit',
    );
    expect(errorCodeFor({ status: 409, message: 'Missing', missing: ['cv'] })).toBe(
      'documents_missing',
    );
    expect(errorCodeFor({ status: 409, message: 'No', allowed: [] })).toBe('status_not_allowed');
    expect(errorCodeFor({ status: 400, message: 'Enter a title', field: 'title' })).toBe(
      'invalid_field',
    );
    expect(errorCodeFor({ status: 404, message: 'Vacancy not found' })).toBe('not_found');
    expect(errorCodeFor({ status: 418, message: 'Teapot' })).toBe('bad_request');
    expect(errorCodeFor({ status: 503, message: 'Down' })).toBe('server_error');
  });

  it('answers only documented codes', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 428, 429, 500]) {
      expect(errorCodes).toContain(errorCodeFor({ status, message: 'x' }));
    }
  });
});
