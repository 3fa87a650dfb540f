import type { Page } from '@careers/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../../core/api/api.ts';
import { cartChanged } from '../../../core/layout/navbar/cart-events.ts';
import type {
  CartProduct,
  ProductDetail,
  ProductsResponse,
  ShopProduct,
} from '../../../fake-api/types.ts';
import type { ProductQuery } from './shop-api.ts';
import { applyFilters, hasFilters, type ShopFilters } from './shop-filters.ts';

export interface ShopRequest {
  params: ProductQuery;
  filters: ShopFilters;
}

type Flag = 'isInCart' | 'isInWishlist';

const productsUrl = '/apps/ecommerce/products';

/**
 * The shop's sample-data calls. A cart or wishlist change marks the product everywhere it is
 * cached (as the screens did by hand) and drops it from the cached cart or wishlist.
 */
export const ecommerceApi = api
  .enhanceEndpoints({ addTagTypes: ['Product', 'Cart', 'Wishlist'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * Without sidebar filters the server pages (9 a page); with them, the whole search result is
       * fetched once and filtered and paged here, since the API knows no price, category or rating.
       */
      getProducts: build.query<Page<ShopProduct>, ShopRequest>({
        async queryFn({ params, filters }, _api, _extra, baseQuery) {
          const filtered = hasFilters(filters);
          const res = await baseQuery({
            url: productsUrl,
            params: filtered ? { ...params, perPage: 100, page: 1 } : { ...params },
          });
          if (res.error) return { error: res.error };
          const { products, total } = res.data as ProductsResponse;
          const page = { page: params.page, perPage: params.perPage };
          if (!filtered) return { data: { data: products, total, ...page } };
          const matching = applyFilters(products, filters);
          const start = (params.page - 1) * params.perPage;
          const data = matching.slice(start, start + params.perPage);
          return { data: { data, total: matching.length, ...page } };
        },
        providesTags: ['Product'],
      }),
      /** Every product of the catalogue (the related products pick from it). */
      getCatalogue: build.query<ShopProduct[], void>({
        query: () => ({
          url: productsUrl,
          params: { q: '', sortBy: 'featured', perPage: 100, page: 1 },
        }),
        transformResponse: (res: ProductsResponse) => res.products,
        providesTags: ['Product'],
      }),
      getProduct: build.query<ProductDetail, string>({
        query: (idOrSlug) => `${productsUrl}/${idOrSlug}`,
        transformResponse: (res: { product: ProductDetail }) => res.product,
        providesTags: ['Product'],
      }),
      getWishlist: build.query<ShopProduct[], void>({
        query: () => '/apps/ecommerce/wishlist',
        transformResponse: (res: { products: ShopProduct[] }) => res.products,
        providesTags: ['Wishlist'],
      }),
      getCart: build.query<CartProduct[], void>({
        query: () => '/apps/ecommerce/cart',
        transformResponse: (res: { products: CartProduct[] }) => res.products,
        providesTags: ['Cart'],
      }),
      addToWishlist: build.mutation<void, number>({
        query: (productId) => ({
          url: '/apps/ecommerce/wishlist',
          method: 'POST',
          body: { productId },
        }),
        onQueryStarted: (id, lifecycle) => marked(lifecycle, id, 'isInWishlist', true),
        invalidatesTags: ['Wishlist'],
      }),
      removeFromWishlist: build.mutation<void, number>({
        query: (productId) => ({ url: `/apps/ecommerce/wishlist/${productId}`, method: 'DELETE' }),
        onQueryStarted: (id, lifecycle) => marked(lifecycle, id, 'isInWishlist', false),
      }),
      /** Cart changes also tell the navbar's cart to refresh its count. */
      addToCart: build.mutation<void, number>({
        query: (productId) => ({
          url: '/apps/ecommerce/cart',
          method: 'POST',
          body: { productId },
        }),
        onQueryStarted: (id, lifecycle) => marked(lifecycle, id, 'isInCart', true),
        invalidatesTags: ['Cart'],
      }),
      /** A quantity changed at checkout; the navbar's badge (same `Cart` tag) counts it. */
      setCartQty: build.mutation<void, { productId: number; qty: number }>({
        query: ({ productId, qty }) => ({
          url: `/apps/ecommerce/cart/${productId}/qty`,
          method: 'POST',
          body: { qty },
        }),
        invalidatesTags: ['Cart'],
      }),
      removeFromCart: build.mutation<void, number>({
        query: (productId) => ({ url: `/apps/ecommerce/cart/${productId}`, method: 'DELETE' }),
        onQueryStarted: (id, lifecycle) => marked(lifecycle, id, 'isInCart', false),
      }),
    }),
  });

type State = Parameters<typeof api.util.selectInvalidatedBy>[0];
/** A cache update, typed apart from the api (whose type depends on these helpers). */
type Mark = ThunkAction<unknown, never, unknown, UnknownAction>;

/** The cache updates that set a product's flag everywhere it is cached. */
function marks(state: unknown, id: number, flag: Flag, value: boolean): Mark[] {
  const { util } = ecommerceApi;
  const set = (p: ShopProduct) => {
    if (p.id === id) p[flag] = value;
  };
  // Taken off the cart or the wishlist: it leaves that cached list too.
  const keep = (list: ShopProduct[]) => list.filter((p) => p.id !== id);
  const tags = ['Product', 'Cart', 'Wishlist'] as const;
  return util
    .selectInvalidatedBy(state as State, [...tags])
    .map(({ endpointName, originalArgs }) => {
      switch (endpointName) {
        case 'getProducts':
          return util.updateQueryData('getProducts', originalArgs as ShopRequest, (d) => {
            d.data.forEach(set);
          });
        case 'getProduct':
          return util.updateQueryData('getProduct', originalArgs as string, set);
        case 'getWishlist':
          return util.updateQueryData('getWishlist', undefined, (d) =>
            flag === 'isInWishlist' && !value ? keep(d) : void d.forEach(set),
          );
        case 'getCart':
          return util.updateQueryData('getCart', undefined, (d) =>
            flag === 'isInCart' && !value ? (keep(d) as CartProduct[]) : void d.forEach(set),
          );
        default:
          return util.updateQueryData('getCatalogue', undefined, (d) => {
            d.forEach(set);
          });
      }
    });
}

/** Once the server took the change: the product's flag everywhere it is cached. */
async function marked(
  lifecycle: {
    dispatch: (action: Mark) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<unknown>;
  },
  id: number,
  flag: Flag,
  value: boolean,
): Promise<void> {
  try {
    await lifecycle.queryFulfilled;
  } catch {
    return;
  }
  if (flag === 'isInCart') cartChanged();
  for (const mark of marks(lifecycle.getState(), id, flag, value)) lifecycle.dispatch(mark);
}

export const {
  useGetProductsQuery,
  useGetCatalogueQuery,
  useGetProductQuery,
  useGetWishlistQuery,
  useGetCartQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useSetCartQtyMutation,
} = ecommerceApi;
