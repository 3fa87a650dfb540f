import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { http } from '../http/http.ts';
import { MockHttp } from './mock-http.ts';
import { missingKeys } from './test-i18n.ts';

/**
 * The API of a component test: a mock of the one http client, so no call leaves the test (a call
 * the test does not answer gets a 404). After each test the screen is unmounted, the answers are
 * forgotten and the texts found missing are cleared. Call it once, at the top of the test file.
 */
export function mockApi(): MockHttp {
  const mock = new MockHttp(http);
  afterEach(() => {
    cleanup();
    mock.reset();
    missingKeys.clear();
  });
  return mock;
}
