// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingBlock, SkeletonLines } from './state-views.tsx';

afterEach(cleanup);

describe('state views', () => {
  it('names the loading status with the caller’s label', () => {
    render(<LoadingBlock label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    render(<SkeletonLines lines={3} label="Loading…" />);
    expect(screen.getByRole('status', { name: 'Loading…' }).children).toHaveLength(3);
  });

  it('shows an empty text, with a heading and an action when given', () => {
    render(<EmptyState title="No documents" text="Upload one." action={<button>Add</button>} />);
    expect(screen.getByRole('heading', { name: 'No documents' })).toBeTruthy();
    expect(screen.getByText('Upload one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('adds the server’s reason after the text and retries on demand', () => {
    const retry = vi.fn();
    render(
      <ErrorState
        text="This could not be loaded."
        detail="Gone."
        retryLabel="Retry"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This could not be loaded. Gone.Retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry when the caller cannot retry', () => {
    render(<ErrorState text="The data could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toBe('The data could not be loaded.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
