// Test kit for the apps' data-layer tests: a fake http client and its answers. A test puts it in
// place of the real one (vi.mock is hoisted, so the factory imports this module, whose `http`
// export stands in for the real module's):
//   vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));
import { expect, vi } from 'vitest';

/** The fake http client: each test answers its calls (`http.request.mockReturnValue(answer(…))`). */
export const http = {
  request: vi.fn<(config: { url: string; method?: string }) => Promise<{ data: unknown }>>(),
};

/** What the base query sent to the http client (one call). */
export const sent = (url: string, extra: object = {}) =>
  expect.objectContaining({ url, ...extra }) as unknown;

/** The client's answer with that body. */
export const answer = (data: unknown) => Promise.resolve({ data });
