// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function renderDialog(props: Partial<ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <WithProviders>
      <ConfirmDialog
        show
        title="Reject this application?"
        body="Priya Raman will be told by email."
        confirmLabel="Reject"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </WithProviders>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('stands a text body as its one paragraph, and other content as it is', () => {
    renderDialog();
    expect(screen.getByText('Priya Raman will be told by email.').tagName).toBe('P');
    expect(screen.getByText('Priya Raman will be told by email.')).toHaveClass('mb-0');
    cleanup();
    renderDialog({
      body: (
        <ul>
          <li>One application</li>
        </ul>
      ),
    });
    expect(screen.getByText('One application').closest('p')).toBeNull();
  });

  it('is named by its title and confirms from its button', () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reject this application?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('refuses to confirm without a required reason, then passes the reason trimmed', () => {
    const { onConfirm } = renderDialog({ reason: { label: 'Reason', required: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a reason.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Role filled.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('Role filled.');
  });

  it('says "Cancel" unless the action names its own way out, and shows a refusal in place', () => {
    const { onCancel } = renderDialog({ cancelLabel: 'Keep it', error: 'Already decided.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Already decided.');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('holds its buttons, and Escape, while the action runs', () => {
    const { onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes on Escape otherwise', () => {
    const { onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});
