// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FailureAlert } from './failure-alert.tsx';

afterEach(cleanup);

describe('FailureAlert', () => {
  it('announces the message, then what follows it', () => {
    render(
      <FailureAlert message="The link has expired." className="mb-0">
        {' '}
        <a href="/forgot-password">Ask for a new one</a>
      </FailureAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The link has expired. Ask for a new one');
    expect(alert).toHaveClass('alert', 'alert-danger', 'py-2', 'mb-0');
  });

  it('shows nothing without a message', () => {
    const { container } = render(<FailureAlert message={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
