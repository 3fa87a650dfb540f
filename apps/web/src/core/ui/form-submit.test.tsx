// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSubmit } from './form-submit.tsx';

describe('FormSubmit', () => {
  it('shows the failure above a submit button that waits while the form is sent', () => {
    const { rerender } = render(
      <FormSubmit label="Save" busyLabel="Saving…" busy={false} failure="Refused" wide />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('btn-primary', 'w-100');
    expect(button).toBeEnabled();
    rerender(<FormSubmit label="Save" busyLabel="Saving…" busy failure={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('keeps its label while busy when it has no busy words, and waits while disabled', () => {
    const { rerender } = render(<FormSubmit label="Send" busy />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    rerender(<FormSubmit label="Send" busy={false} disabled />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("follows a form's sending state and failure", () => {
    const form = { formState: { isSubmitting: true }, failure: 'Refused' };
    render(<FormSubmit form={form} label="Send" busyLabel="Sending…" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
