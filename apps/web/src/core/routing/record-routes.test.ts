import { describe, expect, it } from 'vitest';
import type { LazyScreen } from './lazy-page.ts';
import { recordRoutes } from './record-routes.ts';

const screen = { displayName: 'UserViewPage' } as LazyScreen;

describe('recordRoutes', () => {
  it('declares the record screen and the bare path that opens the sample', () => {
    const meta = { title: 'menu.userView', subject: 'Admin' };
    const search = { title: 'User View', icon: 'User' } as const;
    expect(
      recordRoutes({ path: '/apps/user/view', sample: 1, component: screen, meta, search }),
    ).toEqual([
      { path: '/apps/user/view/:id', component: screen, meta },
      {
        path: '/apps/user/view',
        redirect: '/apps/user/view/1',
        meta,
        menu: { matchPrefix: true },
        search,
      },
    ]);
  });

  it('takes another parameter name and a meta of its own for the bare path', () => {
    const [shown, bare] = recordRoutes({
      path: '/apps/ecommerce/product-detail',
      param: 'product',
      sample: 1,
      component: screen,
      meta: { title: 'menu.productDetail', className: 'ecommerce-application' },
      redirectMeta: { title: 'menu.productDetail' },
      search: { title: 'Product Details', icon: 'Package' },
    });
    expect(shown?.path).toBe('/apps/ecommerce/product-detail/:product');
    expect(bare?.meta).toEqual({ title: 'menu.productDetail' });
  });
});
