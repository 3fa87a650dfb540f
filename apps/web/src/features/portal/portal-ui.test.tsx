// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../core/api/api-error.ts';
import { RecordError, PortalRecordPending, SectionCard } from './portal-ui.tsx';
import { WithProviders } from '../../core/test/render.tsx';

afterEach(cleanup);

async function renderError(failure: Pick<ApiError, 'message' | 'status'>) {
  const onRetry = vi.fn();
  render(
    <WithProviders>
      <RecordError
        failure={{ ...failure, data: { message: failure.message } }}
        notFound="This vacancy is no longer open."
        onRetry={onRetry}
      />
    </WithProviders>,
  );
  return onRetry;
}

describe('RecordError', () => {
  it('says a 404 record is not there, with nothing to retry', async () => {
    await renderError({ message: 'Not found', status: 404 });
    expect(screen.getByRole('alert')).toHaveTextContent('This vacancy is no longer open.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('gives any other failure its reason and a way to try again', async () => {
    const onRetry = await renderError({ message: 'The server is busy.', status: 503 });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('PortalRecordPending', () => {
  it('shows a spinner while the reads load', () => {
    render(
      <WithProviders>
        <PortalRecordPending
          reads={[{ isError: false, refetch: vi.fn() }]}
          notFound="Gone."
          back={null}
        />
      </WithProviders>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('says why a read failed under the header, and retries every read', () => {
    const reads = [
      { isError: false, refetch: vi.fn() },
      { isError: true, error: { message: 'Not found', status: 404 }, refetch: vi.fn() },
    ];
    render(
      <WithProviders>
        <PortalRecordPending
          reads={reads}
          notFound="This application is not yours."
          back={<a href="/back">Back</a>}
        />
      </WithProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This application is not yours.');
  });

  it('retries every read after another failure', () => {
    const reads = [
      { isError: true, error: { message: 'The server is busy.', status: 503 }, refetch: vi.fn() },
      { isError: false, refetch: vi.fn() },
    ];
    render(
      <WithProviders>
        <PortalRecordPending reads={reads} notFound="Gone." back={null} />
      </WithProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reads[0]?.refetch).toHaveBeenCalled();
    expect(reads[1]?.refetch).toHaveBeenCalled();
  });
});

describe('SectionCard', () => {
  it('is a region named by its heading', () => {
    render(
      <SectionCard headingId="history-heading" title="History">
        <p>Submitted</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Submitted');
    expect(screen.getByRole('heading', { name: 'History' })).toHaveClass('h6', 'mb-3');
  });
});
