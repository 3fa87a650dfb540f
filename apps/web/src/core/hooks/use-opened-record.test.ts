// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenedRecord, type FreshRead } from './use-opened-record.ts';

interface Rec {
  id: string;
  v: number;
}

afterEach(() => vi.useRealTimers());

function setup(id: string, read: FreshRead<Rec>) {
  return renderHook(({ id: i, read: r }) => useOpenedRecord(i, r), { initialProps: { id, read } });
}

describe('useOpenedRecord', () => {
  it('ignores a cached answer from before it mounted and opens on the fresh one', () => {
    vi.useFakeTimers({ now: 10_000 });
    const hook = setup('a', {
      currentData: { id: 'a', v: 1 },
      fulfilledTimeStamp: 5_000,
      isFetching: true,
    });
    expect(hook.result.current[0]).toBeNull();
    hook.rerender({
      id: 'a',
      read: { currentData: { id: 'a', v: 2 }, fulfilledTimeStamp: 11_000, isFetching: false },
    });
    expect(hook.result.current[0]).toEqual({ id: 'a', v: 2 });
  });

  it('keeps what it opened on when later answers come, until told to hold another', () => {
    vi.useFakeTimers({ now: 10_000 });
    const hook = setup('a', {
      currentData: { id: 'a', v: 1 },
      fulfilledTimeStamp: 10_500,
      isFetching: false,
    });
    hook.rerender({
      id: 'a',
      read: { currentData: { id: 'a', v: 3 }, fulfilledTimeStamp: 12_000, isFetching: false },
    });
    expect(hook.result.current[0]).toEqual({ id: 'a', v: 1 });
    act(() => hook.result.current[1]({ id: 'a', v: 4 }));
    expect(hook.result.current[0]).toEqual({ id: 'a', v: 4 });
  });

  it('starts again for a record of another id', () => {
    vi.useFakeTimers({ now: 10_000 });
    const hook = setup('a', {
      currentData: { id: 'a', v: 1 },
      fulfilledTimeStamp: 10_500,
      isFetching: false,
    });
    hook.rerender({
      id: 'b',
      read: { currentData: { id: 'a', v: 1 }, fulfilledTimeStamp: 10_500, isFetching: true },
    });
    expect(hook.result.current[0]).toBeNull();
    hook.rerender({
      id: 'b',
      read: { currentData: { id: 'b', v: 1 }, fulfilledTimeStamp: 11_000, isFetching: false },
    });
    expect(hook.result.current[0]).toEqual({ id: 'b', v: 1 });
  });
});
