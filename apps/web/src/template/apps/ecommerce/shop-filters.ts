import type { ShopProduct } from '../../../fake-api/types.ts';

// The API has no category: each brand makes one kind of product.
const BRAND_CATEGORY: Record<string, string> = {
  Northbound: 'bags',
  Sonora: 'audio',
  Lumen: 'cameras',
  Fieldnote: 'stationery',
  Keystone: 'computer',
  Tidewell: 'drinkware',
  Pulsewave: 'gadgets',
  'Redbrick Press': 'books',
  Tailorworks: 'clothing',
};

export function categoryOf(product: Pick<ShopProduct, 'brand'>): string {
  return BRAND_CATEGORY[product.brand] ?? 'other';
}

export const PRICE_RANGES = ['all', 'upTo20', '20to50', '50to100', 'over100'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export interface ShopFilters {
  price: PriceRange;
  categories: string[];
  brands: string[];
  /** Minimum rating, 0 for any. */
  rating: number;
}

export const NO_FILTERS: ShopFilters = { price: 'all', categories: [], brands: [], rating: 0 };

export function hasFilters(f: ShopFilters): boolean {
  return f.price !== 'all' || f.categories.length > 0 || f.brands.length > 0 || f.rating > 0;
}

function inRange(price: number, range: PriceRange): boolean {
  switch (range) {
    case 'upTo20':
      return price <= 20;
    case '20to50':
      return price > 20 && price <= 50;
    case '50to100':
      return price > 50 && price <= 100;
    case 'over100':
      return price > 100;
    default:
      return true;
  }
}

/** The sidebar's filters, applied in the browser (the API only searches and sorts). */
export function applyFilters<T extends ShopProduct>(products: T[], f: ShopFilters): T[] {
  return products.filter(
    (p) =>
      inRange(p.price, f.price) &&
      (f.categories.length === 0 || f.categories.includes(categoryOf(p))) &&
      (f.brands.length === 0 || f.brands.includes(p.brand)) &&
      p.rating >= f.rating,
  );
}
