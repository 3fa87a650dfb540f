import { describe, expect, it } from 'vitest';
import { invoiceTotals, linePrice } from './invoice-totals.ts';

describe('invoiceTotals', () => {
  it('adds the lines, takes the discount off, then taxes what remains', () => {
    const totals = invoiceTotals(
      [
        { cost: 100, qty: 2 },
        { cost: 49.99, qty: 1 },
      ],
      10,
      20,
    );
    expect(totals).toEqual({ subtotal: 249.99, discount: 25, tax: 45, total: 269.99 });
  });

  it('counts blank, negative or NaN inputs as nothing and clamps percentages to 0-100', () => {
    expect(linePrice({ cost: Number.NaN, qty: 3 })).toBe(0);
    expect(linePrice({ cost: 10, qty: -1 })).toBe(0);
    expect(invoiceTotals([{ cost: 50, qty: 1 }], 150, Number.NaN)).toEqual({
      subtotal: 50,
      discount: 50,
      tax: 0,
      total: 0,
    });
  });

  it('rounds to cents', () => {
    expect(invoiceTotals([{ cost: 0.1, qty: 3 }], 0, 17.5).total).toBe(0.35);
  });
});
