import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { demoScreens } from '../../shared/demo-routes.ts';

const { screen, record } = demoScreens({ breadcrumb: ['menu.apps', 'menu.ecommerce'] });
const shop = { className: 'ecommerce-application' };

const screens = {
  shop: lazyPage(() => import('./shop-page.tsx'), 'ShopPage'),
  product: lazyPage(() => import('./product-detail-page.tsx'), 'ProductDetailPage'),
  wishlist: lazyPage(() => import('./wishlist-page.tsx'), 'WishlistPage'),
  checkout: lazyPage(() => import('./checkout-page.tsx'), 'CheckoutPage'),
};

export const ecommerceRoutes = [
  screen('/apps/ecommerce/shop', screens.shop, 'menu.shop', ['Shop', 'ShoppingBag'], shop),
  ...record(
    '/apps/ecommerce/product-detail/:product',
    1,
    screens.product,
    'menu.productDetail',
    ['Product Details', 'Package'],
    shop,
  ),
  screen(
    '/apps/ecommerce/wishlist',
    screens.wishlist,
    'menu.wishlist',
    ['Wish List', 'Heart'],
    shop,
  ),
  screen(
    '/apps/ecommerce/checkout',
    screens.checkout,
    'menu.checkout',
    ['Checkout', 'CreditCard'],
    shop,
  ),
];
