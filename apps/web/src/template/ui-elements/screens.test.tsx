// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardsActionPage } from './cards/cards-action-page.tsx';
import { CardsAdvancePage } from './cards/cards-advance-page.tsx';
import { CardsBasicPage } from './cards/cards-basic-page.tsx';
import { ColorsPage } from './colors/colors-page.tsx';
import { FeatherIconsPage } from './icons/feather-icons-page.tsx';
import {
  CollapseMenuPage,
  LayoutBlankPage,
  LayoutBoxedPage,
  LayoutEmptyPage,
  WithoutMenuPage,
} from './page-layouts/page-layout-pages.tsx';
import { missingKeys, WithProviders } from '../../core/test/render.tsx';
import { TypographyPage } from './typography/typography-page.tsx';

const copy = vi.hoisted(() => ({ calls: [] as [string, string][] }));
vi.mock('./shared/copy-class.ts', () => ({
  copyWithToast: (text: string, done: string) => {
    copy.calls.push([text, done]);
    return Promise.resolve(true);
  },
}));

afterEach(() => {
  cleanup();
  copy.calls = [];
});

const show = (Screen: ComponentType) =>
  render(
    <WithProviders>
      <Screen />
    </WithProviders>,
  );

// The card pages that load fake-API figures are covered end to end instead.
const SCREENS: [string, ComponentType][] = [
  ['typography', TypographyPage],
  ['colors', ColorsPage],
  ['icons', FeatherIconsPage],
  ['basic cards', CardsBasicPage],
  ['advanced cards', CardsAdvancePage],
  ['action cards', CardsActionPage],
  ['collapsed menu', CollapseMenuPage],
  ['boxed', LayoutBoxedPage],
  ['without menu', WithoutMenuPage],
  ['empty', LayoutEmptyPage],
  ['blank', LayoutBlankPage],
];

describe('UI element screens', { timeout: 30_000 }, () => {
  it.each(SCREENS)(
    '%s renders with a title and every string translated',
    (_name, Screen) => {
      missingKeys.clear();
      show(Screen);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect([...missingKeys].filter((k) => k.startsWith('uiElements.'))).toEqual([]);
    },
    30_000,
  );

  it('filters the icons, counts the matches and shows an empty state', () => {
    show(FeatherIconsPage);
    const search = screen.getByLabelText('Search icons');
    fireEvent.change(search, { target: { value: 'briefcase' } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 1 of \d+ icons$/);
    fireEvent.change(screen.getByLabelText('Icon size'), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the briefcase icon' }));
    expect(copy.calls[0]).toEqual([
      '<Briefcase size={32} />',
      'Copied <Briefcase size={32} /> to the clipboard',
    ]);
    fireEvent.change(search, { target: { value: 'spaceship' } });
    expect(screen.getByRole('heading', { name: 'No icons found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(250);
  }, 30_000);

  it('copies a colour class name', () => {
    show(ColorsPage);
    fireEvent.click(screen.getByRole('button', { name: 'Copy class bg-light-warning' }));
    expect(copy.calls[0]).toEqual([
      'bg-light-warning',
      'Copied “bg-light-warning” to the clipboard',
    ]);
  });

  it('offers a way back to the dashboard on the blank layout', () => {
    show(LayoutBlankPage);
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
