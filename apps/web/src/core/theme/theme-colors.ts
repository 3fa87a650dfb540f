import { useSelector } from 'react-redux';
import { selectLayout } from './layout.slice.ts';

export interface ThemeColors {
  primary: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  secondary: string;
  text: string;
  muted: string;
  border: string;
}

const FALLBACK: ThemeColors = {
  primary: '#7367f0',
  success: '#28c76f',
  warning: '#ff9f43',
  danger: '#ea5455',
  info: '#00cfe8',
  secondary: '#82868b',
  text: '#5e5873',
  muted: '#b9b9c3',
  border: '#ebe9f1',
};

/** The skin's colours from Bootstrap's CSS variables, so charts follow light and dark. */
export function themeColors(): ThemeColors {
  if (typeof document === 'undefined') return FALLBACK;
  const style = getComputedStyle(document.body);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--bs-primary', FALLBACK.primary),
    success: read('--bs-success', FALLBACK.success),
    warning: read('--bs-warning', FALLBACK.warning),
    danger: read('--bs-danger', FALLBACK.danger),
    info: read('--bs-info', FALLBACK.info),
    secondary: read('--bs-secondary', FALLBACK.secondary),
    text: read('--bs-body-color', FALLBACK.text),
    muted: read('--bs-secondary-color', FALLBACK.muted),
    border: read('--bs-border-color', FALLBACK.border),
  };
}

export function useThemeColors(): ThemeColors {
  // Re-read when the skin changes.
  useSelector(selectLayout);
  return themeColors();
}
