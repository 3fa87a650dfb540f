// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithProviders } from '../test/render.tsx';
import { useKnownMessages } from './known-messages.ts';

const KEYS = { 'Password must be at least 10 characters': 'auth.errors.passwordTooShort' };
const VALUES = { min: 10, max: 128 };

describe('useKnownMessages', () => {
  it('translates a known message with its values, shows an unknown one as it came, none as ""', () => {
    const { result } = renderHook(() => useKnownMessages(KEYS, VALUES), {
      wrapper: ({ children }) => <WithProviders lng="fr">{children}</WithProviders>,
    });
    const show = result.current;
    expect(show('Password must be at least 10 characters')).toMatch(/10/);
    expect(show('Password must be at least 10 characters')).not.toBe(
      'Password must be at least 10 characters',
    );
    expect(show('Something new')).toBe('Something new');
    expect(show(undefined)).toBe('');
  });
});
