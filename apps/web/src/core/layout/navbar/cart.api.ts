import { api } from '../../api/api.ts';

/** A line of the sample shop's cart, as the navbar shows it. */
export interface CartLine {
  id: number;
  name: string;
  slug: string;
  image: string;
  price: number;
  qty: number;
}

/**
 * The navbar's view of the sample shop's cart. It shares the shop's `Cart` tag, so a change made
 * through the shop's endpoints refreshes the badge too.
 */
const cartApi = api.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    getNavbarCart: build.query<CartLine[], void>({
      query: () => '/apps/ecommerce/cart',
      transformResponse: (res: { products: CartLine[] }) => res.products,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetNavbarCartQuery } = cartApi;
