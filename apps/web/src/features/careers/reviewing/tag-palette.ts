import type { TagColour } from '@careers/contracts';
import type { CSSProperties } from 'react';

/**
 * Each tag colour as a chip paints it: text on a solid background, in light skins (light,
 * bordered, semi-dark: the content is light) and in dark. Every pair reads at 4.5:1 or better
 * (WCAG AA text); tag-palette.test.ts checks them.
 */
export const TAG_PALETTE: Record<
  TagColour,
  Record<'light' | 'dark', { text: string; bg: string }>
> = {
  grey: { light: { text: '#44474f', bg: '#eceef1' }, dark: { text: '#d9dbe3', bg: '#3b3f52' } },
  red: { light: { text: '#a3262a', bg: '#fde8e8' }, dark: { text: '#ffc9cb', bg: '#5a2a32' } },
  orange: {
    light: { text: '#8f4a12', bg: '#fdeedd' },
    dark: { text: '#ffd3a8', bg: '#5a3a22' },
  },
  yellow: {
    light: { text: '#6e5600', bg: '#fbf3d0' },
    dark: { text: '#f5e08a', bg: '#4d4420' },
  },
  green: { light: { text: '#17683b', bg: '#e2f5e9' }, dark: { text: '#a9e8c3', bg: '#1f4a35' } },
  teal: { light: { text: '#0b6466', bg: '#dcf3f3' }, dark: { text: '#9fe6e6', bg: '#17464d' } },
  blue: { light: { text: '#1d4f9c', bg: '#e3edfc' }, dark: { text: '#bcd4ff', bg: '#22395f' } },
  indigo: {
    light: { text: '#4a3fb5', bg: '#ebe9fd' },
    dark: { text: '#d0ccff', bg: '#383566' },
  },
  purple: {
    light: { text: '#7a2e99', bg: '#f3e6fa' },
    dark: { text: '#e8c4f7', bg: '#4a2c5a' },
  },
  pink: { light: { text: '#9c2461', bg: '#fce6f1' }, dark: { text: '#ffc4e0', bg: '#5a2a45' } },
};

/** The chip's colours as custom properties; careers.scss picks the skin's pair. */
export function tagStyle(colour: TagColour): CSSProperties {
  const { light, dark } = TAG_PALETTE[colour];
  return {
    '--tag-text': light.text,
    '--tag-bg': light.bg,
    '--tag-text-dark': dark.text,
    '--tag-bg-dark': dark.bg,
  } as CSSProperties;
}
