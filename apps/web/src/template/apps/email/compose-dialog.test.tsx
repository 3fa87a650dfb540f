// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';

const notify = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../core/ui/toasts.tsx', () => ({ notify }));

const { ComposeDialog } = await import('./compose-dialog.tsx');

// Rendering a modal with user events is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function renderDialog(onHide = vi.fn()) {
  render(<ComposeDialog show onHide={onHide} />);
  return onHide;
}

describe('ComposeDialog', () => {
  it('shows the recipient and subject errors and does not send', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter at least one recipient.')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('To'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Every address must be a valid email address.'),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('lists attachments with their sizes, sends with a toast and closes', async () => {
    const user = userEvent.setup();
    const onHide = renderDialog();
    await user.type(screen.getByLabelText('To'), 'grace.lewis@meridian.co.uk');
    await user.type(screen.getByLabelText('Subject'), 'Assessment centre dates');
    await user.upload(
      screen.getByLabelText('Attach files'),
      new File([new Uint8Array(3072)], 'dates.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('dates.pdf')).toBeInTheDocument();
    expect(screen.getByText('(3 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove dates.pdf' }));
    expect(screen.queryByText('dates.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Your message has been sent.'),
    );
    expect(onHide).toHaveBeenCalled();
  });
});
