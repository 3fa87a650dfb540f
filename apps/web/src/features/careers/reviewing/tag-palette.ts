import type { TagColour } from '@careers/contracts';
import type { CSSProperties } from 'react';

/** A chip's text and background colours in light skins, then in dark. */
function chip(lightText: string, lightBg: string, darkText: string, darkBg: string) {
  return { light: { text: lightText, bg: lightBg }, dark: { text: darkText, bg: darkBg } };
}

/**
 * Each tag colour as a chip paints it: text on a solid background, in light skins (light,
 * bordered, semi-dark: the content is light) and in dark. Every pair reads at 4.5:1 or better
 * (WCAG AA text); tag-palette.test.ts checks them.
 */
export const TAG_PALETTE: Record<
  TagColour,
  Record<'light' | 'dark', { text: string; bg: string }>
> = {
  grey: chip('#44474f', '#eceef1', '#d9dbe3', '#3b3f52'),
  red: chip('#a3262a', '#fde8e8', '#ffc9cb', '#5a2a32'),
  orange: chip('#8f4a12', '#fdeedd', '#ffd3a8', '#5a3a22'),
  yellow: chip('#6e5600', '#fbf3d0', '#f5e08a', '#4d4420'),
  green: chip('#17683b', '#e2f5e9', '#a9e8c3', '#1f4a35'),
  teal: chip('#0b6466', '#dcf3f3', '#9fe6e6', '#17464d'),
  blue: chip('#1d4f9c', '#e3edfc', '#bcd4ff', '#22395f'),
  indigo: chip('#4a3fb5', '#ebe9fd', '#d0ccff', '#383566'),
  purple: chip('#7a2e99', '#f3e6fa', '#e8c4f7', '#4a2c5a'),
  pink: chip('#9c2461', '#fce6f1', '#ffc4e0', '#5a2a45'),
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
