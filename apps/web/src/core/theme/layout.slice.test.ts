// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  initialLayoutState,
  layoutReducer,
  setDirection,
  setMenuCollapsed,
  setNavbarType,
  setSkin,
} from './layout.slice.ts';

beforeEach(() => localStorage.clear());

describe('layout state', () => {
  it('starts from the spec defaults', () => {
    expect(initialLayoutState()).toMatchObject({
      skin: 'light',
      direction: 'ltr',
      layout: 'vertical',
      contentWidth: 'boxed',
      menuCollapsed: false,
      navbarType: 'floating',
      navbarColor: 'white',
      footerType: 'static',
      routerTransition: 'fadeIn',
      customizerButton: false,
    });
  });

  it('remembers skin, direction and menu-collapsed across a reload', () => {
    let state = initialLayoutState();
    state = layoutReducer(state, setSkin('semi-dark'));
    state = layoutReducer(state, setDirection('rtl'));
    state = layoutReducer(state, setMenuCollapsed(true));
    expect(layoutReducer(state, setNavbarType('sticky')).navbarType).toBe('sticky');
    // A reload reads local storage again; the navbar type is not meant to persist.
    expect(initialLayoutState()).toMatchObject({
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
      navbarType: 'floating',
    });
    expect(localStorage.getItem('skin')).toBe('"semi-dark"');
  });

  it('ignores garbage in local storage', () => {
    localStorage.setItem('skin', '"purple"');
    localStorage.setItem('direction', '{');
    localStorage.setItem('menuCollapsed', '"yes"');
    expect(initialLayoutState()).toMatchObject({
      skin: 'light',
      direction: 'ltr',
      menuCollapsed: false,
    });
  });
});
