import type { ShopSort } from '../../../fake-api/types.ts';

export interface ProductQuery {
  q: string;
  sortBy: ShopSort;
  perPage: number;
  page: number;
}
