import { tagColours } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { contrast } from '../shared/wcag-contrast.ts';
import { TAG_PALETTE } from './tag-palette.ts';

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
