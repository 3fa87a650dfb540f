// Sample-data API shapes: e-commerce. Re-exported by ../types.ts.

export type ProductColor = 'primary' | 'success' | 'warning' | 'danger' | 'info';
export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
}
export interface ShopProduct extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}
export interface ProductDetail extends ShopProduct {
  colorOptions: ProductColor[];
}
export interface CartProduct extends ShopProduct {
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}
export interface WishlistItem {
  id: number;
  productId: number;
}
export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}
export type ShopSort = 'featured' | 'price-asc' | 'price-desc';
export interface ProductsResponse {
  products: ShopProduct[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
}
