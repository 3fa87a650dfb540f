// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsyncAction } from './use-async-action.ts';

describe('useAsyncAction', () => {
  it('is busy while the action runs, then idle with no error', async () => {
    const { result } = renderHook(() => useAsyncAction());
    let finish = () => {};
    let ran: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ran = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await ran).toBe(true);
    });
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it("keeps a failure's message, or the words describe picks; clearError forgets it", async () => {
    const { result } = renderHook(() => useAsyncAction());
    await act(async () => {
      expect(await result.current.run(() => Promise.reject({ message: 'Refused' }))).toBe(false);
    });
    expect(result.current).toMatchObject({ busy: false, error: 'Refused' });
    await act(async () => {
      await result.current.run(
        () => Promise.reject({ message: 'Refused', status: 409 }),
        (failure) => `Said ${failure.status}`,
      );
    });
    expect(result.current.error).toBe('Said 409');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('shows nothing when describe answers null, and clears an old error on the next run', async () => {
    const { result } = renderHook(() => useAsyncAction());
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('Offline')));
    });
    expect(result.current.error).toBe('Offline');
    await act(async () => {
      await result.current.run(
        () => Promise.reject(new Error('Conflict')),
        () => null,
      );
    });
    expect(result.current.error).toBeNull();
  });
});
