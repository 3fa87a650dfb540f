// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenedRecord, type FreshRead } from './use-opened-record.ts';

interface Rec {
  id: string;
  v: number;
}

// The editor mounts at 10 s; a read answered before then is a cached copy.
beforeEach(() => vi.useFakeTimers({ now: 10_000 }));
afterEach(() => vi.useRealTimers());

/** A read that answered `id` (version `v`) at `at` ms, and may be asking again. */
const read = (id: string, v: number, at: number, isFetching = false): FreshRead<Rec> => ({
  currentData: { id, v },
  fulfilledTimeStamp: at,
  isFetching,
});

function mount(id: string, first: FreshRead<Rec>) {
  const hook = renderHook(
    (props: { id: string; read: FreshRead<Rec> }) => useOpenedRecord(props.id, props.read),
    { initialProps: { id, read: first } },
  );
  return {
    opened: () => hook.result.current[0],
    hold: (record: Rec) => act(() => hook.result.current[1](record)),
    next: (nextId: string, next: FreshRead<Rec>) => hook.rerender({ id: nextId, read: next }),
  };
}

describe('useOpenedRecord', () => {
  it('ignores a cached answer from before it mounted and opens on the fresh one', () => {
    const editor = mount('a', read('a', 1, 5_000, true));
    expect(editor.opened()).toBeNull();
    editor.next('a', read('a', 2, 11_000));
    expect(editor.opened()).toEqual({ id: 'a', v: 2 });
  });

  it('keeps what it opened on when later answers come, until told to hold another', () => {
    const editor = mount('a', read('a', 1, 10_500));
    editor.next('a', read('a', 3, 12_000));
    expect(editor.opened()).toEqual({ id: 'a', v: 1 });
    editor.hold({ id: 'a', v: 4 });
    expect(editor.opened()).toEqual({ id: 'a', v: 4 });
  });

  it('starts again for a record of another id', () => {
    const editor = mount('a', read('a', 1, 10_500));
    editor.next('b', read('a', 1, 10_500, true));
    expect(editor.opened()).toBeNull();
    editor.next('b', read('b', 1, 11_000));
    expect(editor.opened()).toEqual({ id: 'b', v: 1 });
  });
});
