// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AbilityProvider } from '@casl/react';
import { describe, expect, it } from 'vitest';
import { buildAbility, rulesOf } from '../../core/auth/ability.ts';
import { WithProviders } from '../../core/test/render.tsx';
import { useFrame } from './frame-parts.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <WithProviders route="/dashboard">
    <AbilityProvider value={buildAbility(rulesOf(null))}>{children}</AbilityProvider>
  </WithProviders>
);

describe('useFrame', () => {
  it('keeps the off-canvas menu open on its path only: any navigation closes it', () => {
    const { result } = renderHook(() => ({ frame: useFrame(), navigate: useNavigate() }), {
      wrapper,
    });
    expect(result.current.frame.mobileOpen).toBe(false);
    act(() => result.current.frame.setMobileOpen(true));
    expect(result.current.frame.mobileOpen).toBe(true);
    act(() => void result.current.navigate('/careers/vacancies'));
    expect(result.current.frame.mobileOpen).toBe(false);
  });
});
