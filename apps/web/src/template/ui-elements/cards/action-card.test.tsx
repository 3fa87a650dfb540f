// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { ActionCard } from './action-card.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCard(onRemove = vi.fn()) {
  render(
    <WithProviders>
      <ActionCard
        title="Pipeline"
        actions={['collapse', 'refresh', 'expand', 'remove']}
        onRemove={onRemove}
        refreshMs={500}
      >
        {(reloads) => <p>Reloaded {reloads} times</p>}
      </ActionCard>
    </WithProviders>,
  );
  return onRemove;
}

describe('ActionCard', { timeout: 20_000 }, () => {
  it('collapses and expands its body', () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Collapse Pipeline' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    const reopen = screen.getByRole('button', { name: 'Expand Pipeline' });
    expect(reopen).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(reopen);
    expect(screen.getByRole('button', { name: 'Collapse Pipeline' })).toBeInTheDocument();
  });

  it('blocks the card while it reloads, then shows new content', () => {
    vi.useFakeTimers();
    renderCard();
    expect(screen.getByText('Reloaded 0 times')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Pipeline' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reloading…');
    expect(screen.getByRole('button', { name: 'Reload Pipeline' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Reloaded 1 times')).toBeInTheDocument();
  });

  it('goes full screen and leaves it with Escape', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Show Pipeline full screen' }));
    const shrink = screen.getByRole('button', { name: 'Leave full screen for Pipeline' });
    expect(shrink).toHaveAttribute('aria-pressed', 'true');
    expect(shrink.closest('.card')).toHaveClass('ui-card-expanded');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Show Pipeline full screen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks its owner to remove it', () => {
    const onRemove = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pipeline' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
