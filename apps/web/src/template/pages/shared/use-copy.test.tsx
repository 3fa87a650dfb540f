// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { copyText } from '../../../core/ui/clipboard.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { useCopy } from './use-copy.ts';

vi.mock('../../../core/ui/clipboard.ts', () => ({ copyText: vi.fn() }));
vi.mock('../../../core/ui/toasts.tsx', () => ({ notify: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useCopy', () => {
  it('copies and says so with the given text, or says the copy failed', async () => {
    const { result } = renderHook(() => useCopy(), { wrapper: WithProviders });
    vi.mocked(copyText).mockResolvedValueOnce(true);
    await result.current('ck_live_1', 'pages.apiKey.copied');
    expect(copyText).toHaveBeenCalledWith('ck_live_1');
    expect(notify).toHaveBeenLastCalledWith('success', 'API key copied to the clipboard');

    vi.mocked(copyText).mockResolvedValueOnce(false);
    await result.current('ck_live_1', 'pages.apiKey.copied');
    expect(notify).toHaveBeenLastCalledWith('error', 'Could not copy to the clipboard');
  });
});
