// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

describe('useObjectUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes one URL for the bytes and revokes it when they change or the component goes', () => {
    let n = 0;
    const create = vi.fn(() => `blob:${++n}`);
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: null as Blob | null },
    });
    expect(result.current).toBeNull();
    rerender({ blob: first });
    expect(result.current).toBe('blob:1');
    rerender({ blob: first });
    expect(create).toHaveBeenCalledTimes(1);
    rerender({ blob: new Blob(['b']) });
    expect(result.current).toBe('blob:2');
    expect(revoke).toHaveBeenCalledWith('blob:1');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:2');
  });
});
