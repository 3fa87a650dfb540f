// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { LoadState, RecordPending } from './load-state.tsx';

afterEach(cleanup);

describe('LoadState', () => {
  it('shows the failure, with its reason and a retry, before anything else', () => {
    const onRetry = vi.fn();
    render(
      <WithProviders>
        <LoadState failed loading lines={3} detail="Gone away." onRetry={onRetry} />
      </WithProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Gone away.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows grey lines while loading, and nothing once loaded', () => {
    const { rerender } = render(
      <WithProviders>
        <LoadState loading lines={3} />
      </WithProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(
      <WithProviders>
        <LoadState lines={3} />
      </WithProviders>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('RecordPending', () => {
  it("shows the server's reason and retries the read", () => {
    const refetch = vi.fn();
    render(
      <WithProviders>
        <RecordPending
          read={{ isError: true, error: { message: 'Not found' }, refetch }}
          lines={4}
        />
      </WithProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not found');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows a card of grey lines while the record loads', () => {
    render(
      <WithProviders>
        <RecordPending read={{ isError: false, refetch: () => {} }} lines={4} />
      </WithProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
