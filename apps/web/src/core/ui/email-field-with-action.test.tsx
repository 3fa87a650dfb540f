// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { EmailFieldWithAction } from './email-field-with-action.tsx';

afterEach(cleanup);

describe('EmailFieldWithAction', () => {
  it('labels the address, passes what is typed and ties an error to it', () => {
    const onChange = vi.fn();
    render(
      <form>
        <EmailFieldWithAction
          id="notify-email"
          label="Your email"
          hideLabel
          value=""
          onChange={onChange}
          error="Enter a valid email"
          action="Notify me"
        />
      </form>,
    );
    const input = screen.getByLabelText('Your email');
    fireEvent.change(input, { target: { value: 'ada@example.org' } });
    expect(onChange).toHaveBeenCalledWith('ada@example.org');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('notify-email-error');
    expect(screen.getByText('Enter a valid email').id).toBe('notify-email-error');
    expect(screen.getByRole('button', { name: 'Notify me' }).getAttribute('type')).toBe('submit');
  });

  it('has no error state while there is none', () => {
    render(
      <EmailFieldWithAction
        id="x"
        label="Email"
        value="a@b.co"
        onChange={() => undefined}
        action="Send"
        disabled
      />,
    );
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});
