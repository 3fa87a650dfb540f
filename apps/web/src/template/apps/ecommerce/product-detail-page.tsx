import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Award, Clock, Heart, Shield, ShoppingCart, Truck } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { ProductColor, ProductDetail } from '../../../fake-api/types.ts';
import { loadedOf, RecordPage } from '../shared/record-page.tsx';
import { formatPrice } from './product-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { RelatedProducts } from './related-products.tsx';
import { useGetProductQuery } from './ecommerce.api.ts';
import { categoryOf } from './shop-filters.ts';
import { useShopActions } from './use-shop-actions.ts';
import './ecommerce.scss';

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { product: slug = '' } = useParams();
  const loaded = loadedOf(useGetProductQuery(slug));
  // The colour chosen stays while another product loads.
  const [color, setColor] = useState<ProductColor>('primary');
  return (
    <RecordPage
      loaded={loaded}
      tone="warning"
      missing={
        <>
          {t('shopApp.detail.notFound')}{' '}
          <Link to="/apps/ecommerce/shop">{t('shopApp.detail.back')}</Link>
        </>
      }
    >
      {(product) => <ProductDetailView p={product} color={color} onColor={setColor} />}
    </RecordPage>
  );
}

interface ProductDetailViewProps {
  p: ProductDetail;
  color: ProductColor;
  onColor: (color: ProductColor) => void;
}

/** The product: gallery, price and stock, colours, cart and wishlist, then related products. */
function ProductDetailView({ p, color, onColor }: ProductDetailViewProps) {
  const { t, i18n } = useTranslation();
  // The cached product takes the new flags once the server has them (ecommerce.api.ts).
  const { onWishlist, onCart } = useShopActions();

  return (
    <>
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
                  onClick={() => onColor(c)}
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
                    onClick={() => onColor(c)}
                  />
                ))}
              </div>
            </div>
            <hr />
            <div className="d-flex flex-wrap gap-2">
              <Button onClick={() => onCart(p)} className="d-inline-flex align-items-center gap-2">
                <ShoppingCart size={16} aria-hidden="true" />
                {t(p.isInCart ? 'shopApp.removeFromCart' : 'shopApp.addToCart')}
              </Button>
              <Button
                variant={p.isInWishlist ? 'danger' : 'outline-secondary'}
                onClick={() => onWishlist(p)}
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
