import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/ecommerce/shop': lazyPage(() => import('./shop-page.tsx'), 'ShopPage'),
  '/apps/ecommerce/product-detail/:product': lazyPage(
    () => import('./product-detail-page.tsx'),
    'ProductDetailPage',
  ),
  '/apps/ecommerce/wishlist': lazyPage(() => import('./wishlist-page.tsx'), 'WishlistPage'),
  '/apps/ecommerce/checkout': lazyPage(() => import('./checkout-page.tsx'), 'CheckoutPage'),
};
