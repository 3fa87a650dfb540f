// Slugs of the UI demo screens (routes.md); each has a route, a menu entry and a menu.* title.
export const COMPONENT_DEMOS = [
  'accordion',
  'alerts',
  'auto-complete',
  'avatar',
  'badges',
  'blockui',
  'breadcrumbs',
  'buttons',
  'carousel',
  'collapse',
  'divider',
  'dropdowns',
  'list-group',
  'modals',
  'nav-component',
  'offcanvas',
  'pagination',
  'pill-badges',
  'pills-component',
  'popovers',
  'progress',
  'spinners',
  'tabs-component',
  'timeline',
  'toasts',
  'tooltips',
] as const;

export const EXTENSION_DEMOS = [
  'sweet-alert',
  'toastr',
  'slider',
  'drag-and-drop',
  'tour',
  'clipboard',
  'react-player',
  'context-menu',
  'swiper',
  'ratings',
  'i18n',
  'pagination',
  'import',
  'export',
  'export-selected',
] as const;

export const PAGE_LAYOUT_DEMOS = [
  'collapse-menu',
  'layout-boxed',
  'without-menu',
  'layout-empty',
  'layout-blank',
] as const;

export const FORM_ELEMENT_DEMOS = [
  'input',
  'input-group',
  'input-mask',
  'textarea',
  'checkbox',
  'radio',
  'switch',
  'select',
  'number-input',
  'file-uploader',
  'editor',
  'pickers',
] as const;

export const AUTH_DEMOS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'two-steps',
] as const;

/** `nav-component` → `navComponent`: the translation key form of a slug. */
export function keyOf(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
