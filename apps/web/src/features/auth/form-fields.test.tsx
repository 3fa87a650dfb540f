// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../core/test/render.tsx';
import { NewPasswordFields } from './form-fields.tsx';

afterEach(cleanup);

const registration = (name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('auth form fields', () => {
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
