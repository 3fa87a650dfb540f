import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Grid, List } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useList } from '../../../core/api/list.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { Pager } from '../../../core/ui/pager.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ShopProduct, ShopSort } from '../../../fake-api/types.ts';
import {
  ecommerceApi,
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from './ecommerce.api.ts';
import { selectShopRequest, shopQueryChanged } from './ecommerce.slice.ts';
import { ProductCard } from './product-card.tsx';
import type { ProductQuery } from './shop-api.ts';
import type { ShopFilters } from './shop-filters.ts';
import { ShopSidebar } from './shop-sidebar.tsx';
import './ecommerce.scss';

export function useShopActions() {
  const { t } = useTranslation();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  return {
    onWishlist: (p: ShopProduct) =>
      void (p.isInWishlist ? removeFromWishlist(p.id) : addToWishlist(p.id)).unwrap().then(() =>
        notify(
          'success',
          t(p.isInWishlist ? 'shopApp.removedWishlist' : 'shopApp.addedWishlist', {
            name: p.name,
          }),
        ),
      ),
    onCart: (p: ShopProduct) =>
      void (p.isInCart ? removeFromCart(p.id) : addToCart(p.id))
        .unwrap()
        .then(() =>
          notify(
            'success',
            t(p.isInCart ? 'shopApp.removedCart' : 'shopApp.addedCart', { name: p.name }),
          ),
        ),
  };
}

export function ShopPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const dispatch = useDispatch();
  const request = useSelector(selectShopRequest);
  const { params, filters } = request;
  const list = useList(ecommerceApi.endpoints.getProducts, request);
  const { data, total } = list;
  const loading = list.status === 'loading';
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState(params.q);
  const actions = useShopActions();
  const load = (change: Partial<ProductQuery>, nextFilters?: ShopFilters) =>
    dispatch(shopQueryChanged({ params: change, filters: nextFilters }));

  useEffect(() => {
    if (search === params.q) return;
    const timer = setTimeout(() => load({ q: search, page: 1 }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const pageCount = Math.max(1, Math.ceil(total / params.perPage));

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4">
        <div className="col-12 col-lg-3">
          <ShopSidebar filters={filters} onChange={(f) => load({ page: 1 }, f)} />
        </div>
        <div className="col-12 col-lg-9">
          <Card className="mb-3">
            <Card.Body className="d-flex flex-wrap align-items-end gap-3">
              <p className="mb-0 me-auto fw-semibold" aria-live="polite">
                {t('shopApp.results', { count: total })}
              </p>
              <div>
                <label htmlFor="shop-sort" className="form-label small">
                  {t('shopApp.sort.label')}
                </label>
                <select
                  id="shop-sort"
                  className="form-select form-select-sm"
                  value={params.sortBy}
                  onChange={(e) => load({ sortBy: e.target.value as ShopSort, page: 1 })}
                >
                  <option value="featured">{t('shopApp.sort.featured')}</option>
                  <option value="price-asc">{t('shopApp.sort.priceAsc')}</option>
                  <option value="price-desc">{t('shopApp.sort.priceDesc')}</option>
                </select>
              </div>
              <div className="btn-group" role="group" aria-label={t('shopApp.view.label')}>
                <button
                  type="button"
                  className={`btn btn-sm btn-outline-primary${view === 'grid' ? ' active' : ''}`}
                  aria-pressed={view === 'grid'}
                  aria-label={t('shopApp.view.grid')}
                  onClick={() => setView('grid')}
                >
                  <Grid size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`btn btn-sm btn-outline-primary${view === 'list' ? ' active' : ''}`}
                  aria-pressed={view === 'list'}
                  aria-label={t('shopApp.view.list')}
                  onClick={() => setView('list')}
                >
                  <List size={16} aria-hidden="true" />
                </button>
              </div>
            </Card.Body>
          </Card>
          <div className="mb-3">
            <label htmlFor="shop-search" className="visually-hidden">
              {t('shopApp.search')}
            </label>
            <input
              id="shop-search"
              type="search"
              className="form-control"
              placeholder={t('shopApp.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <section
            aria-label={t('shopApp.products')}
            aria-busy={loading}
            className={`row g-3 ${view === 'list' ? 'shop-list' : ''}`}
          >
            {data.map((p) => (
              <div key={p.id} className={view === 'grid' ? 'col-12 col-sm-6 col-xl-4' : 'col-12'}>
                <ProductCard product={p} view={view} {...actions} />
              </div>
            ))}
            {!loading && data.length === 0 && (
              <p className="text-center text-body-secondary py-4">{t('shopApp.noResults')}</p>
            )}
          </section>
          <div className="d-flex justify-content-center mt-4">
            <Pager
              page={params.page}
              pageCount={pageCount}
              onPage={(page) => load({ page })}
              labels={{
                pagination: t('shopApp.pages'),
                previous: t('shopApp.previous'),
                next: t('shopApp.next'),
              }}
            />
          </div>
        </div>
      </div>
    </>
  );
}
