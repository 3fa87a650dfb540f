export type Skin = 'light' | 'bordered' | 'dark' | 'semi-dark';
export type Direction = 'ltr' | 'rtl';
export type MenuLayout = 'vertical' | 'horizontal';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type ContentWidth = 'boxed' | 'full';
export type RouterTransition = 'fadeIn' | 'fadeInLeft' | 'zoomIn' | 'none';
export type ThemeColor =
  'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark';

export const SKINS: Skin[] = ['light', 'bordered', 'dark', 'semi-dark'];
export const NAVBAR_TYPES: NavbarType[] = ['floating', 'sticky', 'static', 'hidden'];
export const FOOTER_TYPES: FooterType[] = ['static', 'sticky', 'hidden'];
export const ROUTER_TRANSITIONS: RouterTransition[] = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'];
export const THEME_COLORS: ThemeColor[] = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
];
/** Navbar colours offered by the customizer: white plus every theme colour. */
export const NAVBAR_COLORS: ('white' | ThemeColor)[] = ['white', ...THEME_COLORS];

/** The defaults of spec section 1. */
export const themeConfig = {
  app: { appName: 'Careers Service' },
  layout: {
    skin: 'light' as Skin,
    direction: 'ltr' as Direction,
    type: 'vertical' as MenuLayout,
    contentWidth: 'boxed' as ContentWidth,
    routerTransition: 'fadeIn' as RouterTransition,
    menu: { isHidden: false, isCollapsed: false },
    navbar: { type: 'floating' as NavbarType, backgroundColor: 'white' as 'white' | ThemeColor },
    footer: { type: 'static' as FooterType },
    // The floating customizer button; the panel stays reachable from the user menu either way.
    customizer: false,
    scrollTop: true,
  },
};
