import { tagColours } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { TAG_PALETTE } from './tag-palette.ts';

// WCAG 2.x relative luminance and contrast ratio (as status-contrast.test.ts).
type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};
const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('tag colours reach WCAG AA in every skin', () => {
  it('has a pair for every colour the contracts allow, and no other', () => {
    expect(Object.keys(TAG_PALETTE).sort()).toEqual([...tagColours].sort());
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`chip text reads at 4.5:1 on its background in ${mode} skins`, () => {
      for (const colour of tagColours) {
        const { text, bg } = TAG_PALETTE[colour][mode];
        expect(contrast(text, bg), `${mode} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('the check can fail: a pale text on a pale ground is refused', () => {
    expect(contrast('#a9e8c3', '#e2f5e9')).toBeLessThan(4.5);
  });
});
