import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Heart, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CartProduct } from '../../../fake-api/types.ts';
import { formatPrice } from './product-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { dateTimeFormat } from '../../../core/format/date.ts';

interface CheckoutCartProps {
  lines: CartProduct[];
  qty: Record<number, number>;
  onQty: (id: number, qty: number) => void;
  onRemove: (p: CartProduct) => void;
  onWishlist: (p: CartProduct) => void;
}

export function CheckoutCart({ lines, qty, onQty, onRemove, onWishlist }: CheckoutCartProps) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) {
    return (
      <div className="alert alert-info" role="status">
        {t('shopApp.checkout.empty')}{' '}
        <Link to="/apps/ecommerce/shop">{t('shopApp.detail.back')}</Link>
      </div>
    );
  }
  return (
    <ul className="list-unstyled mb-0 d-grid gap-3" aria-label={t('shopApp.checkout.cart')}>
      {lines.map((p) => {
        const q = qty[p.id] ?? p.qty;
        return (
          <li key={p.id}>
            <Card className="flex-md-row">
              <div className="p-3 d-flex align-items-center justify-content-center bg-body-tertiary">
                <img src={p.image} alt="" width={110} height={110} />
              </div>
              <Card.Body className="row g-3">
                <div className="col-12 col-md-7">
                  <h3 className="h6 mb-1">
                    <Link to={`/apps/ecommerce/product-detail/${p.slug}`} className="text-body">
                      {p.name}
                    </Link>
                  </h3>
                  <p className="small text-body-secondary mb-1">
                    {t('shopApp.by')} {p.brand}
                  </p>
                  <RatingStars rating={p.rating} />
                  <p className="small text-success mb-2">{t('shopApp.detail.inStock')}</p>
                  <label className="form-label small me-2" htmlFor={`qty-${p.id}`}>
                    {t('shopApp.checkout.qty')}
                  </label>
                  <input
                    id={`qty-${p.id}`}
                    type="number"
                    min={1}
                    max={10}
                    className="form-control form-control-sm d-inline-block qty-input"
                    style={{ width: 80 }}
                    value={q}
                    aria-label={t('shopApp.checkout.qtyOf', { name: p.name })}
                    onChange={(e) => {
                      const n = Math.round(Number(e.target.value));
                      if (Number.isFinite(n)) onQty(p.id, Math.min(10, Math.max(1, n)));
                    }}
                  />
                  <p className="small mt-2 mb-0">
                    {t('shopApp.checkout.deliveryBy', {
                      date: dateTimeFormat(i18n.language, {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                      }).format(new Date(`${p.shippingDate}T12:00:00`)),
                    })}
                  </p>
                  <p className="small text-success mb-0">
                    {t('shopApp.checkout.discount', { percent: p.discountPercentage })}
                  </p>
                </div>
                <div className="col-12 col-md-5 d-flex flex-column align-items-md-end gap-2">
                  <span className="h5 mb-0">{formatPrice(p.price * q, i18n.language)}</span>
                  {p.hasFreeShipping && (
                    <span className="badge bg-success-subtle text-success-emphasis">
                      {t('shopApp.freeShipping')}
                    </span>
                  )}
                  <span className="small text-body-secondary">
                    {t('shopApp.checkout.offers', { count: p.offers })}
                  </span>
                  {[
                    {
                      variant: 'outline-secondary',
                      icon: X,
                      text: t('shopApp.removeFromCart'),
                      name: t('shopApp.removeCartOf', { name: p.name }),
                      act: onRemove,
                    },
                    {
                      variant: 'outline-primary',
                      icon: Heart,
                      text: t('shopApp.checkout.moveToWishlist'),
                      name: t('shopApp.moveToWishlistOf', { name: p.name }),
                      act: onWishlist,
                    },
                  ].map(({ variant, icon: Icon, text, name, act }) => (
                    <Button
                      key={variant}
                      variant={variant}
                      size="sm"
                      className="d-inline-flex align-items-center gap-1"
                      onClick={() => act(p)}
                      aria-label={name}
                    >
                      <Icon size={14} aria-hidden="true" />
                      {text}
                    </Button>
                  ))}
                </div>
              </Card.Body>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
