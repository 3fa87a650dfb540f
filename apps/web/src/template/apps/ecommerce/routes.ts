import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { recordRoutes } from '../../../core/routing/record-routes.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const ecommerce = { breadcrumb: ['menu.apps', 'menu.ecommerce'], subject: 'Admin' };
const shop = { ...ecommerce, className: 'ecommerce-application' };

export const ecommerceRoutes: RouteDeclaration[] = [
  {
    path: '/apps/ecommerce/shop',
    component: lazyPage(() => import('./shop-page.tsx'), 'ShopPage'),
    meta: { title: 'menu.shop', ...shop },
    menu: {},
    search: { title: 'Shop', icon: 'ShoppingBag' },
  },
  ...recordRoutes({
    path: '/apps/ecommerce/product-detail',
    param: 'product',
    sample: 1,
    component: lazyPage(() => import('./product-detail-page.tsx'), 'ProductDetailPage'),
    meta: { title: 'menu.productDetail', ...shop },
    redirectMeta: { title: 'menu.productDetail', ...ecommerce },
    search: { title: 'Product Details', icon: 'Package' },
  }),
  {
    path: '/apps/ecommerce/wishlist',
    component: lazyPage(() => import('./wishlist-page.tsx'), 'WishlistPage'),
    meta: { title: 'menu.wishlist', ...shop },
    menu: {},
    search: { title: 'Wish List', icon: 'Heart' },
  },
  {
    path: '/apps/ecommerce/checkout',
    component: lazyPage(() => import('./checkout-page.tsx'), 'CheckoutPage'),
    meta: { title: 'menu.checkout', ...shop },
    menu: {},
    search: { title: 'Checkout', icon: 'CreditCard' },
  },
];
