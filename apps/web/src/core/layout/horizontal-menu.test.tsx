// @vitest-environment jsdom
import { AbilityProvider } from '@casl/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Home } from 'react-feather';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAbility, rulesOf } from '../auth/ability.ts';
import { WithProviders } from '../test/render.tsx';
import { HorizontalMenu } from './horizontal-menu.tsx';
import type { NavSection } from './nav-types.ts';

afterEach(cleanup);

const NAVIGATION: NavSection[] = [
  {
    id: 'section',
    header: 'Dashboards and more',
    icon: Home,
    items: [
      { id: 'link', title: 'Interviews and appointments', navLink: '/somewhere' },
      {
        id: 'group',
        title: 'A group of links',
        children: [{ id: 'child', title: 'A child link', navLink: '/elsewhere' }],
      },
    ],
  },
];

describe('HorizontalMenu', () => {
  it('gives every label its own direction, as the vertical menu does', () => {
    render(
      <WithProviders route="/">
        <AbilityProvider value={buildAbility(rulesOf(null))}>
          <HorizontalMenu navigation={NAVIGATION} />
        </AbilityProvider>
      </WithProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dashboards and more' }));
    // An English label on a right-to-left page (a missing translation, a name) is cut at its
    // end, not its start.
    for (const label of [
      'Dashboards and more',
      'Interviews and appointments',
      'A group of links',
    ]) {
      expect(screen.getByText(label)).toHaveAttribute('dir', 'auto');
    }
  });
});
