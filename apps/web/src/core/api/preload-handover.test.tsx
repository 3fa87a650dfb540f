// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MockHttp } from '../test/mock-http.ts';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/http.ts';
import { makeTestStore } from '../test/render.tsx';
import { FRESH_SECONDS } from './api.ts';
import { statsApi, useGetStatsOverviewQuery } from './stats.ts';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  vi.useRealTimers();
});

const OVERVIEW = {
  openVacancies: 1,
  totalVacancies: 2,
  totalCandidates: 3,
  totalApplications: 0,
  applicationsByStatus: [],
  applicationsPerDay: [],
  topVacancies: [],
  medianDaysToDecision: null,
};

function setUp() {
  const store = makeTestStore();
  let calls = 0;
  mock.onGet('/api/v1/stats/overview').reply(() => {
    calls += 1;
    return [200, OVERVIEW];
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const preload = () =>
    store.dispatch(statsApi.endpoints.getStatsOverview.initiate(undefined, { subscribe: false }));
  return { store, wrapper, preload, calls: () => calls };
}

describe('a screen opening after its route preload', () => {
  it('takes the answer the preload just fetched instead of asking twice', async () => {
    const { wrapper, preload, calls } = setUp();
    await preload();
    expect(calls()).toBe(1);
    const { result } = renderHook(() => useGetStatsOverviewQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(OVERVIEW));
    expect(calls()).toBe(1);
  });

  it('reads afresh when the answer is older than a few seconds', async () => {
    const { wrapper, preload, calls } = setUp();
    await preload();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (FRESH_SECONDS + 1) * 1000);
    const { result } = renderHook(() => useGetStatsOverviewQuery(), { wrapper });
    await waitFor(() => expect(calls()).toBe(2));
    await act(async () => undefined);
    expect(result.current.data).toEqual(OVERVIEW);
  });
});
