// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../core/http/http.ts';
import { makeSignedInStore, makeTestStore } from '../core/test/render.tsx';
import { startFirstScreen } from './router.tsx';

const warmUpFormats = vi.hoisted(() => vi.fn());
vi.mock('../core/format/warm-up.ts', () => ({ warmUpFormats }));

const original = http.defaults.adapter;
beforeAll(() => {
  http.defaults.adapter = async (config) => ({
    data: '{}',
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
    request: null,
  });
  // The empty answers do not match the contracts; only the formats matter here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});
beforeEach(() => {
  warmUpFormats.mockClear();
  localStorage.clear();
});

describe('the first screen’s number and date formats', { timeout: 60_000 }, () => {
  it('load for a signed-in screen, in the reader’s language, once its requests have left', async () => {
    localStorage.setItem('language', 'ar');
    const first = startFirstScreen(
      makeSignedInStore('admin'),
      { pathname: '/careers/applications', search: '' },
      0,
    );
    // Not in the task that sends the screen's requests: in one of its own after it.
    expect(warmUpFormats).not.toHaveBeenCalled();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warmUpFormats).toHaveBeenCalledTimes(1);
    expect(warmUpFormats).toHaveBeenCalledWith('ar');
  });

  it('do not load for a screen on sample data: no answer to wait for, nothing to fill', async () => {
    const first = startFirstScreen(
      makeSignedInStore('admin'),
      { pathname: '/apps/user/list', search: '' },
      0,
    );
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warmUpFormats).not.toHaveBeenCalled();
  });

  it('do not load for the sign-in page, which shows no figures', async () => {
    await startFirstScreen(makeTestStore(), { pathname: '/login', search: '' }, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warmUpFormats).not.toHaveBeenCalled();
  });
});
