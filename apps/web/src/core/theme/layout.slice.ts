import type { UnknownAction } from 'redux';
import { action, type ActionCreator } from '../store/actions.ts';
import {
  themeConfig,
  type ContentWidth,
  type Direction,
  type FooterType,
  type MenuLayout,
  type NavbarType,
  type RouterTransition,
  type Skin,
  type ThemeColor,
} from './theme-config.ts';
import { readPersisted, writePersisted, type PersistedLayout } from './theme-storage.ts';

export interface LayoutState {
  skin: Skin;
  direction: Direction;
  layout: MenuLayout;
  contentWidth: ContentWidth;
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarType: NavbarType;
  navbarColor: 'white' | ThemeColor;
  footerType: FooterType;
  routerTransition: RouterTransition;
  customizerButton: boolean;
  customizerOpen: boolean;
}

export function initialLayoutState(): LayoutState {
  const { layout } = themeConfig;
  const stored = readPersisted();
  return {
    skin: stored.skin ?? layout.skin,
    direction: stored.direction ?? layout.direction,
    layout: layout.type,
    contentWidth: layout.contentWidth,
    menuCollapsed: stored.menuCollapsed ?? layout.menu.isCollapsed,
    menuHidden: layout.menu.isHidden,
    navbarType: layout.navbar.type,
    navbarColor: layout.navbar.backgroundColor,
    footerType: layout.footer.type,
    routerTransition: layout.routerTransition,
    customizerButton: layout.customizer,
    customizerOpen: false,
  };
}

export const setSkin = action<Skin>('layout/setSkin');
export const setDirection = action<Direction>('layout/setDirection');
export const setMenuCollapsed = action<boolean>('layout/setMenuCollapsed');
export const setMenuHidden = action<boolean>('layout/setMenuHidden');
export const setLayout = action<MenuLayout>('layout/setLayout');
export const setContentWidth = action<ContentWidth>('layout/setContentWidth');
export const setNavbarType = action<NavbarType>('layout/setNavbarType');
export const setNavbarColor = action<'white' | ThemeColor>('layout/setNavbarColor');
export const setFooterType = action<FooterType>('layout/setFooterType');
export const setRouterTransition = action<RouterTransition>('layout/setRouterTransition');
export const setCustomizerOpen = action<boolean>('layout/setCustomizerOpen');

type Setters = { [K in keyof LayoutState]?: ActionCreator<LayoutState[K]> };

const SETTERS: Setters = {
  skin: setSkin,
  direction: setDirection,
  menuCollapsed: setMenuCollapsed,
  menuHidden: setMenuHidden,
  layout: setLayout,
  contentWidth: setContentWidth,
  navbarType: setNavbarType,
  navbarColor: setNavbarColor,
  footerType: setFooterType,
  routerTransition: setRouterTransition,
  customizerOpen: setCustomizerOpen,
};

// Spec §1: only these three survive a reload.
const PERSISTED = new Set<keyof LayoutState>(['skin', 'direction', 'menuCollapsed']);

// A plain reducer (no Redux Toolkit on the login page); each setter replaces one field.
export function layoutReducer(
  state: LayoutState = initialLayoutState(),
  action: UnknownAction,
): LayoutState {
  for (const [key, creator] of Object.entries(SETTERS) as [
    keyof LayoutState,
    ActionCreator<unknown>,
  ][]) {
    if (creator.match(action)) {
      if (PERSISTED.has(key)) writePersisted({ [key]: action.payload } as PersistedLayout);
      return { ...state, [key]: action.payload };
    }
  }
  return state;
}

export const selectLayout = (state: { layout: LayoutState }) => state.layout;
