// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthForm } from './use-auth-form.ts';

describe('useAuthForm', { timeout: 20_000 }, () => {
  it('shows the words fail picks for a failed send, none when fail dealt with it, and clears them on the next', async () => {
    const { result } = renderHook(() =>
      useAuthForm<{ email: string }>('forgot', { email: 'ada@uni.ac.uk' }),
    );
    const refused = { status: 429, message: 'Slow down' };
    await act(() =>
      result.current.sending(
        () => Promise.reject(refused),
        (failed) => `refused (${failed.status})`,
      )(),
    );
    expect(result.current.failure).toBe('refused (429)');
    await act(() =>
      result.current.sending(
        () => Promise.reject(refused),
        () => null,
      )(),
    );
    expect(result.current.failure).toBeNull();
  });

  it('runs the action with the valid values and the http client', async () => {
    const { result } = renderHook(() =>
      useAuthForm<{ email: string }>('forgot', { email: 'ada@uni.ac.uk' }),
    );
    let sent: unknown;
    await act(() =>
      result.current.sending(
        async (values, http) => {
          sent = { values, post: typeof http.post };
        },
        () => 'failed',
      )(),
    );
    expect(sent).toEqual({ values: { email: 'ada@uni.ac.uk' }, post: 'function' });
    expect(result.current.failure).toBeNull();
  });
});
