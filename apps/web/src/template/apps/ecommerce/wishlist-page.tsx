import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ShoppingCart, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { formatPrice } from './product-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { useGetWishlistQuery } from './ecommerce.api.ts';
import { useShopActions } from './use-shop-actions.ts';
import './ecommerce.scss';

export function WishlistPage() {
  const { t, i18n } = useTranslation();
  // A product taken off the wishlist leaves the cached list (ecommerce.api.ts).
  const items = useGetWishlistQuery().data ?? null;
  const { removeFromWishlist, moveToCart } = useShopActions();

  return (
    <>
      <RoutePageHeader />
      {items === null && <ContentLoader />}
      {items?.length === 0 && (
        <div className="alert alert-info" role="status">
          {t('shopApp.wishlistEmpty')}{' '}
          <Link to="/apps/ecommerce/shop">{t('shopApp.detail.back')}</Link>
        </div>
      )}
      <div className="row g-3">
        {items?.map((p) => (
          <div key={p.id} className="col-12 col-sm-6 col-lg-4 col-xl-3">
            <Card
              as="article"
              className="h-100 product-card position-relative"
              aria-labelledby={`wish-${p.id}`}
            >
              <button
                type="button"
                className="btn btn-sm btn-light position-absolute top-0 end-0 m-2 rounded-circle"
                onClick={() => void removeFromWishlist(p)}
                aria-label={t('shopApp.removeWishlistOf', { name: p.name })}
              >
                <X size={14} aria-hidden="true" />
              </button>
              <div className="product-image d-flex align-items-center justify-content-center p-3">
                <img src={p.image} alt="" width={140} height={140} />
              </div>
              <Card.Body className="d-flex flex-column">
                <h2 className="h6" id={`wish-${p.id}`}>
                  <Link to={`/apps/ecommerce/product-detail/${p.slug}`} className="text-body">
                    {p.name}
                  </Link>
                </h2>
                <div className="d-flex justify-content-between mb-2">
                  <RatingStars rating={p.rating} />
                  <span className="fw-bold">{formatPrice(p.price, i18n.language)}</span>
                </div>
                <Button
                  size="sm"
                  className="mt-auto d-inline-flex align-items-center justify-content-center gap-1"
                  onClick={() => void moveToCart(p)}
                >
                  <ShoppingCart size={14} aria-hidden="true" />
                  {t('shopApp.moveToCart')}
                </Button>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
