import { describe, expect, it } from 'vitest';
import type { CartProduct, ShopProduct } from '../../../fake-api/types.ts';
import { checkoutTotals } from './checkout-totals.ts';
import { applyFilters, hasFilters, NO_FILTERS } from './shop-filters.ts';

const product = (id: number, brand: string, price: number, rating: number): ShopProduct => ({
  id,
  name: `P${id}`,
  slug: `p-${id}`,
  description: '',
  brand,
  price,
  image: '',
  hasFreeShipping: false,
  rating,
  isInWishlist: false,
  isInCart: false,
});

describe('applyFilters', () => {
  const all = [
    product(1, 'Sonora', 199, 5),
    product(2, 'Fieldnote', 12.5, 5),
    product(3, 'Keystone', 45, 3),
  ];
  it('keeps everything without filters', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(applyFilters(all, NO_FILTERS)).toHaveLength(3);
  });
  it('filters by price range, category (from the brand), brand and minimum rating together', () => {
    expect(applyFilters(all, { ...NO_FILTERS, price: 'over100' }).map((p) => p.id)).toEqual([1]);
    expect(
      applyFilters(all, { ...NO_FILTERS, categories: ['stationery', 'computer'] }).map((p) => p.id),
    ).toEqual([2, 3]);
    expect(applyFilters(all, { ...NO_FILTERS, brands: ['Keystone'], rating: 4 })).toEqual([]);
    expect(
      applyFilters(all, { ...NO_FILTERS, price: '20to50', rating: 3 }).map((p) => p.id),
    ).toEqual([3]);
  });
});

describe('checkoutTotals', () => {
  const line = (
    id: number,
    price: number,
    qty: number,
    discountPercentage: number,
  ): CartProduct => ({
    ...product(id, 'Sonora', price, 4),
    qty,
    shippingDate: '2026-01-02',
    offers: 1,
    discountPercentage,
  });
  it('uses the chosen quantities and each line discount; free delivery from 50', () => {
    const t = checkoutTotals([line(1, 20, 1, 10), line(2, 10, 2, 0)], { 1: 2 });
    expect(t).toEqual({ items: 4, subtotal: 60, discount: 4, delivery: 0, total: 56 });
  });
  it('charges delivery below 50 and nothing for an empty cart', () => {
    expect(checkoutTotals([line(1, 10, 1, 0)], {}).total).toBe(14.99);
    expect(checkoutTotals([], {}).total).toBe(0);
  });
});
