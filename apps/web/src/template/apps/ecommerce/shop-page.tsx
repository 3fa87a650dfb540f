import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Grid, List } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { useList } from '../../../core/api/list.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { Pager } from '../../../core/ui/pager.tsx';
import type { ShopSort } from '../../../fake-api/types.ts';
import { ecommerceApi } from './ecommerce.api.ts';
import { ToolbarSelect, useSearchText } from '../shared/list-toolbar.tsx';
import { InputField } from '../shared/input-field.tsx';
import { selectShopRequest, shopQueryChanged } from './ecommerce.slice.ts';
import { ProductCard } from './product-card.tsx';
import type { ProductQuery } from './shop-api.ts';
import type { ShopFilters } from './shop-filters.ts';
import { ShopSidebar } from './shop-sidebar.tsx';
import { useShopActions } from './use-shop-actions.ts';
import './ecommerce.scss';

const VIEWS = [
  { name: 'grid', icon: Grid, label: 'shopApp.view.grid' },
  { name: 'list', icon: List, label: 'shopApp.view.list' },
] as const;

export function ShopPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const request = useSelector(selectShopRequest);
  const { params, filters } = request;
  const list = useList(ecommerceApi.endpoints.getProducts, request);
  const { data, total } = list;
  const loading = list.status === 'loading';
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const actions = useShopActions();
  const load = (change: Partial<ProductQuery>, nextFilters?: ShopFilters) =>
    dispatch(shopQueryChanged({ params: change, filters: nextFilters }));
  const [search, setSearch] = useSearchText(params.q, (q) => load({ q, page: 1 }));

  const pageCount = Math.max(1, Math.ceil(total / params.perPage));

  return (
    <>
      <RoutePageHeader />
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
              <ToolbarSelect
                id="shop-sort"
                label={t('shopApp.sort.label')}
                value={params.sortBy}
                options={[
                  { value: 'featured', label: t('shopApp.sort.featured') },
                  { value: 'price-asc', label: t('shopApp.sort.priceAsc') },
                  { value: 'price-desc', label: t('shopApp.sort.priceDesc') },
                ]}
                onChange={(sortBy) => load({ sortBy: sortBy as ShopSort, page: 1 })}
              />
              <div className="btn-group" role="group" aria-label={t('shopApp.view.label')}>
                {VIEWS.map(({ name, icon: Icon, label }) => (
                  <button
                    key={name}
                    type="button"
                    className={`btn btn-sm btn-outline-primary${view === name ? ' active' : ''}`}
                    aria-pressed={view === name}
                    aria-label={t(label)}
                    onClick={() => setView(name)}
                  >
                    <Icon size={16} aria-hidden="true" />
                  </button>
                ))}
              </div>
            </Card.Body>
          </Card>
          <InputField
            className="mb-3"
            id="shop-search"
            label={t('shopApp.search')}
            labelClassName="visually-hidden"
            type="search"
            placeholder={t('shopApp.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
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
