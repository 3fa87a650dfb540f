import { http } from '../../../core/http/http.ts';
import { cartChanged } from '../../../core/layout/navbar/cart-events.ts';
import type {
  CartProduct,
  ProductDetail,
  ProductsResponse,
  ShopProduct,
  ShopSort,
} from '../../../fake-api/types.ts';

export interface ProductQuery {
  q: string;
  sortBy: ShopSort;
  perPage: number;
  page: number;
}

export async function fetchProducts(query: ProductQuery): Promise<ProductsResponse> {
  return (await http.get<ProductsResponse>('/apps/ecommerce/products', { params: query })).data;
}

export async function fetchProduct(idOrSlug: string): Promise<ProductDetail> {
  return (await http.get<{ product: ProductDetail }>(`/apps/ecommerce/products/${idOrSlug}`)).data
    .product;
}

export async function fetchWishlist(): Promise<ShopProduct[]> {
  return (await http.get<{ products: ShopProduct[] }>('/apps/ecommerce/wishlist')).data.products;
}

export async function fetchCart(): Promise<CartProduct[]> {
  return (await http.get<{ products: CartProduct[] }>('/apps/ecommerce/cart')).data.products;
}

export async function addToWishlist(productId: number): Promise<void> {
  await http.post('/apps/ecommerce/wishlist', { productId });
}

export async function removeFromWishlist(productId: number): Promise<void> {
  await http.delete(`/apps/ecommerce/wishlist/${productId}`);
}

/** Cart changes also tell the navbar's cart to refresh its count. */
export async function addToCart(productId: number): Promise<void> {
  await http.post('/apps/ecommerce/cart', { productId });
  cartChanged();
}

export async function removeFromCart(productId: number): Promise<void> {
  await http.delete(`/apps/ecommerce/cart/${productId}`);
  cartChanged();
}
