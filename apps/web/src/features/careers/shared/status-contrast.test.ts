import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_BACKGROUND, SERIES_COLOUR, STATUS_CHART_COLOURS } from './status-palette.ts';
import { contrast, over, rgb, type Rgb } from './wcag-contrast.ts';

const scss = (name: string) =>
  readFileSync(new URL(`../../../core/scss/${name}`, import.meta.url), 'utf8');

/** The theme colours ($primary: #7367f0; …) the tints are made from. */
function themeColours(): Record<string, Rgb> {
  const text = scss('_variables.scss');
  const names = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'];
  return Object.fromEntries(
    names.map((n) => [n, rgb(new RegExp(`^\\$${n}: (#[0-9a-f]{6});`, 'm').exec(text)![1]!)]),
  );
}

/** The badge text colours of one block of _contrast.scss (light first, dark second). */
function badgeText(block: 0 | 1): Record<string, Rgb> {
  const blocks = scss('_contrast.scss').split(/\n}\n/);
  const found = [...blocks[block]!.matchAll(/--app-on-light-(\w+): (#[0-9a-f]{6});/g)];
  return Object.fromEntries(found.map(([, name, hex]) => [name!, rgb(hex!)]));
}

// The grounds a badge sits on: the card and the page, per mode (bordered and semi-dark keep the
// light content; semi-dark's menu is the dark mode's).
const grounds = {
  light: [rgb('#ffffff'), rgb('#f8f7fa')],
  dark: [rgb('#2f3349'), rgb('#25293c')],
} as const;

describe('status colours reach WCAG AA in every skin', () => {
  const base = themeColours();
  for (const [mode, block] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(`badge text reads at 4.5:1 on its tint in ${mode} skins`, () => {
      const text = badgeText(block);
      expect(Object.keys(text).sort()).toEqual(Object.keys(base).sort());
      for (const [name, colour] of Object.entries(text)) {
        for (const ground of grounds[mode]) {
          const tint = over(base[name]!, 0.1, ground);
          expect(contrast(colour, tint), `${mode} ${name}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    it(`chart segments read at 3:1 on the card in ${mode} skins`, () => {
      const card = rgb(CARD_BACKGROUND[mode]);
      for (const [status, colour] of Object.entries(STATUS_CHART_COLOURS[mode])) {
        expect(contrast(rgb(colour), card), `${mode} ${status}`).toBeGreaterThanOrEqual(3);
      }
      expect(contrast(rgb(SERIES_COLOUR[mode]), card)).toBeGreaterThanOrEqual(3);
    });
  }

  it('the "Withdrawn" badge (dark) is readable in the dark skin, not 1.5:1', () => {
    const tint = over(base.dark!, 0.1, grounds.dark[0]);
    expect(contrast(base.dark!, tint)).toBeLessThan(2);
    expect(contrast(badgeText(1).dark!, tint)).toBeGreaterThan(4.5);
  });
});
