import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { ShopProduct, ShopSort } from '../../../fake-api/types.ts';
import {
  addToCart,
  addToWishlist,
  fetchProducts,
  removeFromCart,
  removeFromWishlist,
  type ProductQuery,
} from './shop-api.ts';
import { applyFilters, hasFilters, NO_FILTERS, type ShopFilters } from './shop-filters.ts';

export const SHOP_PER_PAGE = 9;

export interface EcommerceState {
  data: ShopProduct[];
  total: number;
  params: ProductQuery;
  filters: ShopFilters;
  loading: boolean;
}

const initialState: EcommerceState = {
  data: [],
  total: 1,
  params: { q: '', sortBy: 'featured', perPage: SHOP_PER_PAGE, page: 1 },
  filters: NO_FILTERS,
  loading: false,
};

export interface ShopRequest {
  params: ProductQuery;
  filters: ShopFilters;
}

/**
 * Without sidebar filters the server pages (9 a page); with them, the whole search result is
 * fetched once and filtered and paged here, since the API knows no price, category or rating.
 */
export const getProducts = createAsyncThunk(
  'ecommerce/products',
  async ({ params, filters }: ShopRequest) => {
    if (!hasFilters(filters)) {
      const res = await fetchProducts(params);
      return { products: res.products, total: res.total };
    }
    const res = await fetchProducts({ ...params, perPage: 100, page: 1 });
    const matching = applyFilters(res.products, filters);
    const start = (params.page - 1) * params.perPage;
    return { products: matching.slice(start, start + params.perPage), total: matching.length };
  },
);

export const toggleWishlist = createAsyncThunk(
  'ecommerce/wishlist',
  async (product: ShopProduct) => {
    if (product.isInWishlist) await removeFromWishlist(product.id);
    else await addToWishlist(product.id);
    return { id: product.id, value: !product.isInWishlist };
  },
);

export const toggleCart = createAsyncThunk('ecommerce/cart', async (product: ShopProduct) => {
  if (product.isInCart) await removeFromCart(product.id);
  else await addToCart(product.id);
  return { id: product.id, value: !product.isInCart };
});

export const ecommerceSlice = createSlice({
  name: 'ecommerce',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(getProducts.pending, (state, action) => {
        state.loading = true;
        state.params = action.meta.arg.params;
        state.filters = action.meta.arg.filters;
      })
      .addCase(getProducts.fulfilled, (state, action) => {
        state.loading = false;
        state.data = action.payload.products;
        state.total = action.payload.total;
      })
      .addCase(getProducts.rejected, (state) => {
        state.loading = false;
      })
      .addCase(toggleWishlist.fulfilled, (state, { payload }) => {
        const p = state.data.find((x) => x.id === payload.id);
        if (p) p.isInWishlist = payload.value;
      })
      .addCase(toggleCart.fulfilled, (state, { payload }) => {
        const p = state.data.find((x) => x.id === payload.id);
        if (p) p.isInCart = payload.value;
      });
  },
  selectors: { selectShop: (state) => state },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof ecommerceSlice> {}
}

export const injectedEcommerceSlice = ecommerceSlice.injectInto(rootReducer);
export const { selectShop } = injectedEcommerceSlice.selectors;
export type { ShopSort };
