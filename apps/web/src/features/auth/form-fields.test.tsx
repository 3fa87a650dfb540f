// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aRegistration } from '../../core/test/registration.ts';
import { render } from '../../core/test/render.tsx';
import { NewPasswordFields } from './form-fields.tsx';

afterEach(cleanup);

describe('auth form fields', () => {
  it('asks for a new password with its strength, then the same again', () => {
    render(
      <NewPasswordFields
        label="New password"
        value="Tangerine-42"
        password={aRegistration('password')}
        confirm={aRegistration('confirmPassword')}
        confirmError="Passwords do not match"
      />,
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('meter')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });
});
