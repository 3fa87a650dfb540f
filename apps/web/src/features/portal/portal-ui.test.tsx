// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../core/api/api-error.ts';
import { RecordError } from './portal-ui.tsx';
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
