import { describe, expect, it } from 'vitest';
import { createDb } from '../db.ts';
import { sampleAreas } from '../routes.ts';
import { anyStatus, createClient, getter, statusOf, getStatus } from '../lib/test-client.ts';
import type { CartProduct, ProductDetail, ProductsResponse, ShopProduct } from '../types.ts';
import { cartProducts, findProduct } from './ecommerce.ts';

const shop = getter<ProductsResponse>('/apps/ecommerce/products');

describe('GET /apps/ecommerce/products', () => {
  it('[200] pages 9 by default in featured (id) order, with the wishlist and cart', async () => {
    const { http } = createClient();
    const data = await shop(http);
    expect(data.total).toBe(27);
    expect(data.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(data.userWishlist).toHaveLength(2);
    expect(data.userCart).toHaveLength(5);
    expect((await shop(http, { page: 3 })).products.map((p) => p.id)).toEqual([
      19, 20, 21, 22, 23, 24, 25, 26, 27,
    ]);
  });

  it('[200] flags isInWishlist and isInCart from the current lists', async () => {
    const { http } = createClient();
    const { products, userWishlist, userCart } = await shop(http, { perPage: 27 });
    for (const p of products) {
      expect(p.isInWishlist).toBe(userWishlist.some((w) => w.productId === p.id));
      expect(p.isInCart).toBe(userCart.some((c) => c.productId === p.id));
    }
  });

  it('[200] searches by name and sorts by price', async () => {
    const { http } = createClient();
    const found = await shop(http, { q: 'NOTEBOOK' });
    expect(found.products.map((p) => p.name)).toEqual(['Dotted Notebook A5']);
    const asc = (await shop(http, { sortBy: 'price-asc', perPage: 27 })).products.map(
      (p) => p.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await shop(http, { sortBy: 'price-desc' })).products.map((p) => p.price);
    expect(desc[0]).toBe(Math.max(...asc));
  });

  it('[400] refuses an unknown sort', async () => {
    expect(await getStatus('/apps/ecommerce/products', { sortBy: 'rating' })).toBe(400);
  });
});

describe('GET /apps/ecommerce/products/:id', () => {
  it('[200] answers the product by id or slug with its colour options', async () => {
    const { http } = createClient();
    const { data } = await http.get<{ product: ProductDetail }>('/apps/ecommerce/products/6');
    expect(data.product).toMatchObject({ id: 6, isInWishlist: true, isInCart: false });
    expect(data.product.colorOptions).toEqual(['primary', 'success', 'warning', 'danger', 'info']);
    const bySlug = await http.get<{ product: ProductDetail }>(
      `/apps/ecommerce/products/${data.product.slug}`,
    );
    expect(bySlug.data.product.id).toBe(6);
  });

  it('[404] with no body for an unknown product', async () => {
    const { http } = createClient();
    const res = await anyStatus(http.get('/apps/ecommerce/products/999'));
    expect(res.status).toBe(404);
    expect(res.data).toBeUndefined();
    expect(await statusOf(http.get('/apps/ecommerce/products/no-such-slug'))).toBe(404);
    expect(await statusOf(http.get('/apps/ecommerce/products/%E0%A4%A'))).toBe(404);
  });
});

describe('wishlist', () => {
  it('GET lists, POST [201] adds, DELETE removes; the shop flags follow', async () => {
    const { http } = createClient();
    const before = await http.get<{ products: ShopProduct[] }>('/apps/ecommerce/wishlist');
    expect(before.data.products.map((p) => p.id)).toEqual([6, 24]);
    expect((await http.post('/apps/ecommerce/wishlist', { productId: 2 })).status).toBe(201);
    expect((await shop(http)).products.find((p) => p.id === 2)?.isInWishlist).toBe(true);
    expect((await http.delete('/apps/ecommerce/wishlist/6')).status).toBe(200);
    const after = await http.get<{ products: ShopProduct[] }>('/apps/ecommerce/wishlist');
    expect(after.data.products.map((p) => p.id)).toEqual([24, 2]);
    expect(await statusOf(http.delete('/apps/ecommerce/wishlist/6'))).toBe(404);
    expect(await statusOf(http.post('/apps/ecommerce/wishlist', { productId: 999 }))).toBe(404);
  });
});

describe('cart', () => {
  it('GET answers products with qty, shippingDate, offers and discountPercentage in range', async () => {
    const { http } = createClient();
    const { data } = await http.get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
    expect(data.products).toHaveLength(5);
    const today = new Date();
    for (const p of data.products) {
      expect(p.qty).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeGreaterThanOrEqual(1);
      expect(p.offers).toBeLessThanOrEqual(4);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
      const base = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
      const days = Math.round((Date.parse(p.shippingDate) - base) / 86_400_000);
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(7);
      expect(p.isInCart).toBe(true);
    }
  });

  it('POST [201] adds a line or one more of it; DELETE removes it', async () => {
    const { http } = createClient();
    expect((await http.post('/apps/ecommerce/cart', { productId: 3 })).status).toBe(201);
    await http.post('/apps/ecommerce/cart', { productId: 3 });
    const cart = await http.get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
    expect(cart.data.products.find((p) => p.id === 3)?.qty).toBe(2);
    expect((await http.delete('/apps/ecommerce/cart/3')).status).toBe(200);
    expect((await shop(http)).products.find((p) => p.id === 3)?.isInCart).toBe(false);
    expect(await statusOf(http.delete('/apps/ecommerce/cart/3'))).toBe(404);
    expect(await statusOf(http.post('/apps/ecommerce/cart', { productId: 999 }))).toBe(404);
    expect(await statusOf(http.post('/apps/ecommerce/cart', {}))).toBe(400);
  });
});

describe('pure functions', () => {
  it('findProduct takes ids and slugs; cartProducts dates from the given day', () => {
    const db = createDb(new Date(2026, 0, 10), undefined, [sampleAreas.ecommerce!]);
    expect(findProduct(db, '1')?.id).toBe(1);
    expect(findProduct(db, 'leather-interview-padfolio-1')?.id).toBe(1);
    expect(findProduct(db, 'leather-interview-padfolio')).toBeUndefined();
    const lines = cartProducts(db, new Date(2026, 0, 10));
    expect(
      lines.every((l) => l.shippingDate >= '2026-01-11' && l.shippingDate <= '2026-01-17'),
    ).toBe(true);
  });
});

describe('POST /apps/ecommerce/cart/:productId/qty', () => {
  it('sets the quantity the navbar counts; refuses 0 and unknown lines', async () => {
    const { http } = createClient();
    const before = await http.get<{ products: { id: number; qty: number }[] }>(
      '/apps/ecommerce/cart',
    );
    const line = before.data.products[0];
    if (!line) throw new Error('the sample cart is empty');
    await http.post(`/apps/ecommerce/cart/${line.id}/qty`, { qty: 7 });
    const after = await http.get<{ products: { id: number; qty: number }[] }>(
      '/apps/ecommerce/cart',
    );
    expect(after.data.products.find((p) => p.id === line.id)?.qty).toBe(7);
    expect(await statusOf(http.post(`/apps/ecommerce/cart/${line.id}/qty`, { qty: 0 }))).toBe(400);
    expect(await statusOf(http.post('/apps/ecommerce/cart/99999/qty', { qty: 2 }))).toBe(404);
  });
});
