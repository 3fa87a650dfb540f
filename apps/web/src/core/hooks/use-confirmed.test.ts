// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmed } from './use-confirmed.ts';

describe('useConfirmed', () => {
  it('opens on the record asked about, runs the action on it and closes when it succeeds', async () => {
    const act$ = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useConfirmed<{ id: string }>(act$));
    expect(result.current.dialog.show).toBe(false);
    act(() => result.current.ask({ id: 'a' }));
    expect(result.current.target).toEqual({ id: 'a' });
    expect(result.current.dialog.show).toBe(true);
    await act(async () => result.current.dialog.onConfirm());
    expect(act$).toHaveBeenCalledWith({ id: 'a' });
    expect(result.current.dialog).toMatchObject({ show: false, busy: false, error: null });
  });

  it('keeps the dialog open with the failure (in the words describe picks); cancel forgets it', async () => {
    const { result } = renderHook(() =>
      useConfirmed(
        () => Promise.reject({ message: 'Refused', status: 409 }),
        (f) => `${f.status}`,
      ),
    );
    act(() => result.current.ask('x'));
    await act(async () => result.current.dialog.onConfirm());
    expect(result.current.dialog).toMatchObject({ show: true, error: '409' });
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog).toMatchObject({ show: false, error: null });
    act(() => result.current.ask('y'));
    expect(result.current.dialog.error).toBeNull();
  });
});
