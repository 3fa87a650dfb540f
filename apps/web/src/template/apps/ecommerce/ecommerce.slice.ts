import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { ShopSort } from '../../../fake-api/types.ts';
import type { ShopRequest } from './ecommerce.api.ts';
import type { ProductQuery } from './shop-api.ts';
import { NO_FILTERS, type ShopFilters } from './shop-filters.ts';

export const SHOP_PER_PAGE = 9;

/** UI state only: the query and sidebar filters of the shop. The products live in the cache. */
export type EcommerceState = ShopRequest;

const initialState: EcommerceState = {
  params: { q: '', sortBy: 'featured', perPage: SHOP_PER_PAGE, page: 1 },
  filters: NO_FILTERS,
};

export const ecommerceSlice = createSlice({
  name: 'ecommerce',
  initialState,
  reducers: {
    /** A change merges into the stored query: a debounced search must not undo a filter. */
    shopQueryChanged(
      state,
      action: PayloadAction<{ params: Partial<ProductQuery>; filters?: ShopFilters }>,
    ) {
      state.params = { ...state.params, ...action.payload.params };
      if (action.payload.filters) state.filters = action.payload.filters;
    },
  },
  selectors: { selectShopRequest: (state) => state },
});

export const { shopQueryChanged } = ecommerceSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof ecommerceSlice> {}
}

export const injectedEcommerceSlice = ecommerceSlice.injectInto(rootReducer);
export const { selectShopRequest } = injectedEcommerceSlice.selectors;
export type { ShopSort };
