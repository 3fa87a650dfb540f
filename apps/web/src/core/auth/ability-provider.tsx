import { AbilityProvider, useAbility } from '@casl/react';
import { use, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type * as AbilityModule from './ability.ts';
import type { AppAbility } from './ability.ts';
import { selectUser } from './auth.slice.ts';
import { settled } from '../routing/settled.ts';

// CASL is loaded on first need (any screen but login and register), not with the login page.
let abilityModule: Promise<typeof AbilityModule> | null = null;

export function loadAbilityModule() {
  abilityModule ??= settled(import('./ability.ts'));
  return abilityModule;
}

/** Provides the CASL ability of the logged-in user (read Auth when nobody is). */
export function SessionAbilityProvider({ children }: { children: ReactNode }) {
  const { buildAbility, rulesOf } = use(loadAbilityModule());
  const user = useSelector(selectUser);
  const ability = useMemo(() => buildAbility(rulesOf(user)), [buildAbility, rulesOf, user]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
