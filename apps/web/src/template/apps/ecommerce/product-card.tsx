import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Heart, ShoppingCart } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ShopProduct } from '../../../fake-api/types.ts';
import { RatingStars } from './rating-stars.tsx';
import { numberFormat } from '../../../core/format/number.ts';

export function formatPrice(price: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD' }).format(price);
}

interface ProductCardProps {
  product: ShopProduct;
  view: 'grid' | 'list';
  onWishlist: (p: ShopProduct) => void;
  onCart: (p: ShopProduct) => void;
}

export function ProductCard({ product: p, view, onWishlist, onCart }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const link = `/apps/ecommerce/product-detail/${p.slug}`;
  return (
    <Card
      as="article"
      className={`product-card h-100 ${view === 'list' ? 'flex-md-row' : ''}`}
      aria-labelledby={`product-${p.id}`}
    >
      <Link
        to={link}
        className="product-image d-flex align-items-center justify-content-center p-3"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={p.image} alt="" width={160} height={160} loading="lazy" />
      </Link>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-center mb-1">
          <RatingStars rating={p.rating} />
          <span className="fw-bold">{formatPrice(p.price, i18n.language)}</span>
        </div>
        <h2 className="h6 mb-1" id={`product-${p.id}`}>
          <Link to={link} className="text-body">
            {p.name}
          </Link>
        </h2>
        <p className="small text-body-secondary mb-1">
          {t('shopApp.by')} <span className="text-primary">{p.brand}</span>
        </p>
        <p className="small mb-2 product-description">{p.description}</p>
        {p.hasFreeShipping && (
          <span className="badge bg-success-subtle text-success-emphasis align-self-start mb-2">
            {t('shopApp.freeShipping')}
          </span>
        )}
        <div className="d-flex gap-2 mt-auto">
          <Button
            variant={p.isInWishlist ? 'danger' : 'outline-secondary'}
            size="sm"
            className="flex-fill d-inline-flex align-items-center justify-content-center gap-1"
            onClick={() => onWishlist(p)}
            aria-pressed={p.isInWishlist}
            aria-label={t(p.isInWishlist ? 'shopApp.removeWishlistOf' : 'shopApp.addWishlistOf', {
              name: p.name,
            })}
          >
            <Heart size={14} aria-hidden="true" />
            {t('shopApp.wishlist')}
          </Button>
          {p.isInCart ? (
            <Link
              to="/apps/ecommerce/checkout"
              className="btn btn-sm btn-primary flex-fill d-inline-flex align-items-center justify-content-center gap-1"
            >
              <ShoppingCart size={14} aria-hidden="true" />
              {t('shopApp.viewInCart')}
            </Link>
          ) : (
            <Button
              size="sm"
              className="flex-fill d-inline-flex align-items-center justify-content-center gap-1"
              onClick={() => onCart(p)}
              aria-label={t('shopApp.addCartOf', { name: p.name })}
            >
              <ShoppingCart size={14} aria-hidden="true" />
              {t('shopApp.addToCart')}
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
