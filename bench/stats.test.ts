import { describe, expect, it } from 'vitest';
import { median, pairedRatios, quantile } from './stats.ts';

describe('quantile and median', () => {
  it('interpolates between the nearest ranks', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(1.75);
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3.25);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('keeps a load that never showed data as never', () => {
    expect(median([Infinity, Infinity, 900])).toBe(Infinity);
    expect(median([300, Infinity, 200])).toBe(300);
  });

  it('has no figure for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('pairedRatios', () => {
  it("compares each load with the baseline's load of the same turn", () => {
    // Ratios of the turns: 0.5, 0.4, 0.3, 0.6, 0.45 — not the ratios of sorted loads.
    const spread = pairedRatios([500, 400, 300, 600, 450], [1000, 1000, 1000, 1000, 1000]);
    expect(spread.pairs).toBe(5);
    expect(spread.low).toBeCloseTo(0.4);
    expect(spread.high).toBeCloseTo(0.5);
  });

  it('leaves out a turn where either load never showed its data', () => {
    const spread = pairedRatios([400, Infinity, 500], [1000, 1000, Infinity]);
    expect(spread).toEqual({ pairs: 1, low: 0.4, high: 0.4 });
  });
});
