import { seedProducts } from '../data/products.ts';
import { createRandom } from '../lib/random.ts';
import type { SampleArea } from '../db.ts';
import { cartEntry, type FakeDb } from '../db.ts';
import { addDays, isoDay } from '../lib/dates.ts';
import { badRequest, created, FakeHttpError, notFound, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  objectBody,
  page,
  pageQuery,
  sortBy,
} from '../lib/query.ts';
import { del, get, post, type Route } from '../lib/route.ts';
import type {
  CartItem,
  CartProduct,
  Product,
  ProductColor,
  ProductDetail,
  ProductsResponse,
  ShopProduct,
  ShopSort,
} from '../types.ts';
import { nextId } from '../lib/records.ts';

export const COLOR_OPTIONS: readonly ProductColor[] = [
  'primary',
  'success',
  'warning',
  'danger',
  'info',
];

export interface ShopQuery {
  q: string;
  sortBy: ShopSort;
  perPage: number;
  page: number;
}

export function withFlags(db: FakeDb, product: Product): ShopProduct {
  return {
    ...product,
    isInWishlist: db.wishlist.some((w) => w.productId === product.id),
    isInCart: db.cart.some((c) => c.productId === product.id),
  };
}

function userCart(db: FakeDb): CartItem[] {
  return db.cart.map(({ id, productId, qty }) => ({ id, productId, qty }));
}

export function listProducts(db: FakeDb, query: ShopQuery): ProductsResponse {
  const filtered = db.products.filter((p) => includesText(p.name, query.q));
  // featured is the catalogue order (id).
  const sorted =
    query.sortBy === 'featured'
      ? sortBy(filtered, (p) => p.id)
      : sortBy(filtered, (p) => p.price, query.sortBy === 'price-asc' ? 'asc' : 'desc');
  return {
    products: page(sorted, query.perPage, query.page).map((p) => withFlags(db, p)),
    total: filtered.length,
    userWishlist: structuredClone(db.wishlist),
    userCart: userCart(db),
  };
}

/** By numeric id, or by slug as in /apps/ecommerce/product-detail/:product. */
export function findProduct(db: FakeDb, idOrSlug: string): Product | undefined {
  return /^\d+$/.test(idOrSlug)
    ? db.products.find((p) => p.id === Number(idOrSlug))
    : db.products.find((p) => p.slug === idOrSlug);
}

export function cartProducts(db: FakeDb, now: Date): CartProduct[] {
  return db.cart.flatMap((entry) => {
    const product = db.products.find((p) => p.id === entry.productId);
    if (!product) return [];
    return [
      {
        ...withFlags(db, product),
        qty: entry.qty,
        shippingDate: isoDay(addDays(now, entry.shippingInDays)),
        offers: entry.offers,
        discountPercentage: entry.discountPercentage,
      },
    ];
  });
}

function existingProduct(db: FakeDb, body: unknown): Product {
  const productId = idValue(objectBody(body, 'productId').productId, 'productId');
  const product = db.products.find((p) => p.id === productId);
  if (!product) throw notFound();
  return product;
}

function removeFrom<T extends { productId: number }>(
  list: T[],
  productId: string,
  what: string,
): void {
  const index = list.findIndex((item) => item.productId === Number(productId));
  if (index === -1)
    throw new FakeHttpError(404, { message: `Product ${productId} is not in the ${what}` });
  list.splice(index, 1);
}

export const ecommerceRoutes: Route[] = [
  get('/apps/ecommerce/products', (db, { params }) =>
    ok(
      listProducts(db, {
        ...pageQuery(params, 9),
        sortBy: enumParam(
          params,
          'sortBy',
          ['featured', 'price-asc', 'price-desc'] as const,
          'featured',
        ),
      }),
    ),
  ),
  get('/apps/ecommerce/products/:id', (db, { path }) => {
    const product = findProduct(db, path.id ?? '');
    if (!product) throw notFound();
    const detail: ProductDetail = { ...withFlags(db, product), colorOptions: [...COLOR_OPTIONS] };
    return ok({ product: detail });
  }),
  get('/apps/ecommerce/wishlist', (db) =>
    ok({
      products: db.wishlist.flatMap((w) => {
        const product = db.products.find((p) => p.id === w.productId);
        return product ? [withFlags(db, product)] : [];
      }),
    }),
  ),
  post('/apps/ecommerce/wishlist', (db, { body }) => {
    const product = existingProduct(db, body);
    if (!db.wishlist.some((w) => w.productId === product.id)) {
      db.wishlist.push({ id: nextId(db.wishlist), productId: product.id });
    }
    return created({ product: withFlags(db, product) });
  }),
  del('/apps/ecommerce/wishlist/:productId', (db, { path }) => {
    removeFrom(db.wishlist, path.productId ?? '', 'wishlist');
    return ok();
  }),
  get('/apps/ecommerce/cart', (db, { now }) => ok({ products: cartProducts(db, now) })),
  post('/apps/ecommerce/cart', (db, { body }) => {
    const product = existingProduct(db, body);
    const line = db.cart.find((c) => c.productId === product.id);
    if (line) line.qty += 1;
    else db.cart.push(cartEntry(db.random, nextId(db.cart), product.id));
    return created({ product: withFlags(db, product) });
  }),
  // The quantity chosen at checkout (1–99): the navbar's cart counts it.
  post('/apps/ecommerce/cart/:productId/qty', (db, { path, body }) => {
    const line = db.cart.find((c) => String(c.productId) === path.productId);
    if (!line) throw notFound();
    const qty = Number(objectBody(body, 'qty').qty);
    if (!Number.isInteger(qty) || qty < 1 || qty > 99) {
      throw badRequest('qty', 'qty must be a whole number from 1 to 99');
    }
    line.qty = qty;
    return ok();
  }),
  del('/apps/ecommerce/cart/:productId', (db, { path }) => {
    removeFrom(db.cart, path.productId ?? '', 'cart');
    return ok();
  }),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: ecommerceRoutes,
  store: {
    products: seedProducts,
    wishlist: () => [
      { id: 1, productId: 6 },
      { id: 2, productId: 24 },
    ],
    cart: ({ seed }) => {
      // Its own sequence, so the seeded cart does not depend on which area was read first.
      const random = createRandom(seed + 1);
      return [
        cartEntry(random, 1, 1),
        cartEntry(random, 2, 7, 2),
        cartEntry(random, 3, 12, 3),
        cartEntry(random, 4, 17),
        cartEntry(random, 5, 26),
      ];
    },
  },
};
