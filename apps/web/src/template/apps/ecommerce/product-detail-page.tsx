import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Award, Clock, Heart, Shield, ShoppingCart, Truck } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ProductColor } from '../../../fake-api/types.ts';
import { formatPrice } from './product-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { RelatedProducts } from './related-products.tsx';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useGetProductQuery,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from './ecommerce.api.ts';
import { categoryOf } from './shop-filters.ts';
import './ecommerce.scss';

export function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { product: slug = '' } = useParams();
  const query = useGetProductQuery(slug);
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [color, setColor] = useState<ProductColor>('primary');

  const header = <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />;
  if (!query.isError && !query.currentData)
    return (
      <>
        {header}
        <ContentLoader />
      </>
    );
  const p = query.isError ? null : (query.currentData ?? null);
  if (!p) {
    return (
      <>
        {header}
        <div className="alert alert-warning" role="alert">
          {t('shopApp.detail.notFound')}{' '}
          <Link to="/apps/ecommerce/shop">{t('shopApp.detail.back')}</Link>
        </div>
      </>
    );
  }
  const toggleWish = async () => {
    // The cached product takes the new flag once the server has it (ecommerce.api.ts).
    if (p.isInWishlist) await removeFromWishlist(p.id).unwrap();
    else await addToWishlist(p.id).unwrap();
    void notify(
      'success',
      t(p.isInWishlist ? 'shopApp.removedWishlist' : 'shopApp.addedWishlist', { name: p.name }),
    );
  };
  const toggleCart = async () => {
    if (p.isInCart) await removeFromCart(p.id).unwrap();
    else await addToCart(p.id).unwrap();
    void notify(
      'success',
      t(p.isInCart ? 'shopApp.removedCart' : 'shopApp.addedCart', { name: p.name }),
    );
  };

  return (
    <>
      {header}
      <Card className="mb-4">
        <Card.Body className="row g-4">
          <div className="col-12 col-md-5 product-gallery">
            <div
              className={`gallery-main d-flex align-items-center justify-content-center p-4 mb-2 bg-${color}-subtle`}
            >
              <img src={p.image} alt={p.name} width={300} height={300} className="img-fluid" />
            </div>
            <div className="d-flex gap-2" role="group" aria-label={t('shopApp.detail.gallery')}>
              {p.colorOptions.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={`gallery-thumb p-1 bg-${c}-subtle`}
                  aria-pressed={color === c}
                  aria-label={t('shopApp.detail.viewIn', { color: t(`shopApp.colors.${c}`) })}
                  onClick={() => setColor(c)}
                >
                  <img src={p.image} alt="" width={56} height={56} />
                </button>
              ))}
            </div>
          </div>
          <div className="col-12 col-md-7">
            <h2 className="h4">{p.name}</h2>
            <p className="mb-2">
              {t('shopApp.by')} <span className="text-primary">{p.brand}</span> ·{' '}
              {t(`shopApp.categories.${categoryOf(p)}`)}
            </p>
            <div className="d-flex align-items-center gap-3 mb-3">
              <span className="h4 mb-0 text-primary">{formatPrice(p.price, i18n.language)}</span>
              <RatingStars rating={p.rating} size={18} />
            </div>
            <p className="mb-2">
              {t('shopApp.detail.available')} –{' '}
              <span className="text-success">{t('shopApp.detail.inStock')}</span>
            </p>
            <p>{p.description}</p>
            <ul className="list-unstyled">
              {p.hasFreeShipping && (
                <li className="d-flex align-items-center gap-2 mb-1">
                  <Truck size={16} aria-hidden="true" />
                  {t('shopApp.freeShipping')}
                </li>
              )}
              <li className="d-flex align-items-center gap-2">
                <Clock size={16} aria-hidden="true" />
                {t('shopApp.detail.emi')}
              </li>
            </ul>
            <hr />
            <div className="mb-3">
              <span className="d-block fw-semibold mb-2" id="color-label">
                {t('shopApp.detail.colors')}
              </span>
              <div className="d-flex gap-2" role="radiogroup" aria-labelledby="color-label">
                {p.colorOptions.map((c) => (
                  <button
                    key={c}
                    type="button"
                    role="radio"
                    aria-checked={color === c}
                    className={`color-option bg-${c}`}
                    aria-label={t(`shopApp.colors.${c}`)}
                    onClick={() => setColor(c)}
                  />
                ))}
              </div>
            </div>
            <hr />
            <div className="d-flex flex-wrap gap-2">
              <Button
                onClick={() => void toggleCart()}
                className="d-inline-flex align-items-center gap-2"
              >
                <ShoppingCart size={16} aria-hidden="true" />
                {t(p.isInCart ? 'shopApp.removeFromCart' : 'shopApp.addToCart')}
              </Button>
              <Button
                variant={p.isInWishlist ? 'danger' : 'outline-secondary'}
                onClick={() => void toggleWish()}
                aria-pressed={p.isInWishlist}
                className="d-inline-flex align-items-center gap-2"
              >
                <Heart size={16} aria-hidden="true" />
                {t('shopApp.wishlist')}
              </Button>
              {p.isInCart && (
                <Link to="/apps/ecommerce/checkout" className="btn btn-outline-primary">
                  {t('shopApp.viewInCart')}
                </Link>
              )}
            </div>
          </div>
        </Card.Body>
        <Card.Footer className="row g-3 text-center mx-0">
          {[
            { icon: Award, key: 'quality' },
            { icon: Clock, key: 'returns' },
            { icon: Shield, key: 'warranty' },
          ].map(({ icon: FeatureIcon, key }) => (
            <div className="col-12 col-md-4" key={key}>
              <FeatureIcon size={28} className="text-primary mb-2" aria-hidden="true" />
              <h3 className="h6">{t(`shopApp.detail.features.${key}`)}</h3>
              <p className="small text-body-secondary mb-0">
                {t(`shopApp.detail.features.${key}Text`)}
              </p>
            </div>
          ))}
        </Card.Footer>
      </Card>
      <RelatedProducts product={p} />
    </>
  );
}
