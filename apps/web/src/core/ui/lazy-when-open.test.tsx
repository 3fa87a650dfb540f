// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenOpen } from './lazy-when-open.tsx';

afterEach(cleanup);

function Panel({ show, title }: { show: boolean; title: string }) {
  return show ? <div role="dialog" aria-label={title} /> : <p>closed</p>;
}

describe('lazyWhenOpen', () => {
  it('loads nothing until first opened, then shows and keeps the panel', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Lazy = lazyWhenOpen(load, (p: { show: boolean; title: string }) => p.show);
    const { rerender } = render(<Lazy show={false} title="Compose" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed')).toBeNull();

    await act(async () => void rerender(<Lazy show title="Compose" />));
    expect(await screen.findByRole('dialog', { name: 'Compose' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();

    // Closed again, it stays mounted (its own closing state shows), and loads no more.
    rerender(<Lazy show={false} title="Compose" />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(<Lazy show title="Compose" />);
    expect(load).toHaveBeenCalledOnce();
  });
});
