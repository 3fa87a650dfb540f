// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../test/render.tsx';
import { EditConflictAlert, isStaleEdit, mergeEdits, useEditConflict } from './edit-conflict.tsx';

afterEach(cleanup);

describe('isStaleEdit', () => {
  it('is a 409 on expectedUpdatedAt, nothing else', () => {
    expect(isStaleEdit({ status: 409, field: 'expectedUpdatedAt' })).toBe(true);
    expect(isStaleEdit({ status: 409, field: 'status' })).toBe(false);
    expect(isStaleEdit({ status: 409 })).toBe(false);
    expect(isStaleEdit({ status: 400, field: 'expectedUpdatedAt' })).toBe(false);
  });
});

describe('mergeEdits', () => {
  it('takes what the user changed and keeps every other field of the latest version', () => {
    const base = { title: 'A', employer: { name: 'N', website: '' }, years: ['2026'], n: 1 };
    const mine = {
      title: 'B',
      employer: { name: 'N', website: 'https://n.example' },
      years: ['2026'],
      n: 1,
    };
    const theirs = { title: 'A', employer: { name: 'N Ltd', website: '' }, years: ['2027'], n: 2 };
    expect(mergeEdits(base, mine, theirs)).toEqual({
      title: 'B',
      employer: { name: 'N Ltd', website: 'https://n.example' },
      years: ['2027'],
      n: 2,
    });
  });

  it('takes a changed list whole', () => {
    expect(mergeEdits({ l: [1] }, { l: [1, 2] }, { l: [3] })).toEqual({ l: [1, 2] });
  });
});

describe('EditConflictAlert without a form (a one-click action)', () => {
  it('shows the conflict with Reload, and goes once the latest version is loaded', async () => {
    const load = vi.fn(async () => {});
    const { result } = renderHook(() => useEditConflict(null, load));
    act(() => {
      expect(result.current.catches({ status: 409, field: 'expectedUpdatedAt' })).toBe(true);
    });
    const { rerender } = render(
      <WithProviders>
        <EditConflictAlert conflict={result.current} />
      </WithProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This record was changed by someone else since you opened it.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(
      <WithProviders>
        <EditConflictAlert conflict={result.current} />
      </WithProviders>,
    );
    expect(result.current.phase).toBe('none');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores any other failure', () => {
    const { result } = renderHook(() => useEditConflict(null, async () => {}));
    act(() => {
      expect(result.current.catches({ status: 409, field: 'status' })).toBe(false);
    });
    expect(result.current.phase).toBe('none');
  });
});
