// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../core/test/render.tsx';
import { NewPasswordFields, TextField } from './form-fields.tsx';

afterEach(cleanup);

const registration = (name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('auth form fields', () => {
  it('ties an error to its input', () => {
    render(
      <WithProviders>
        <TextField label="Email" error="Enter your email" registration={registration('email')} />
      </WithProviders>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email');
  });

  it('asks for a new password with its strength, then the same again', () => {
    render(
      <WithProviders>
        <NewPasswordFields
          label="New password"
          value="Tangerine-42"
          password={registration('password')}
          confirm={registration('confirmPassword')}
          confirmError="Passwords do not match"
        />
      </WithProviders>,
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('meter')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });
});
