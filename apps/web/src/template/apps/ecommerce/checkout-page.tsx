import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { CheckCircle, CreditCard, Home, ShoppingCart } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { CheckoutCart } from './checkout-cart.tsx';
import { AddressForm, PaymentForm, type Address } from './checkout-forms.tsx';
import { checkoutTotals } from './checkout-totals.ts';
import { formatPrice } from './product-card.tsx';
import {
  useGetCartQuery,
  useRemoveFromCartMutation,
  useSetCartQtyMutation,
} from './ecommerce.api.ts';
import { useShopActions } from './use-shop-actions.ts';
import './ecommerce.scss';
import { ColCard } from '../../shared/col-card.tsx';

const STEPS = [
  { key: 'cart', icon: ShoppingCart },
  { key: 'address', icon: Home },
  { key: 'payment', icon: CreditCard },
] as const;
type Step = (typeof STEPS)[number]['key'];

export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // A product taken out of the cart leaves the cached cart (ecommerce.api.ts).
  const lines = useGetCartQuery().data ?? null;
  const { removeFromCart, moveToWishlist } = useShopActions();
  const [removeLine] = useRemoveFromCartMutation();
  const [setCartQty] = useSetCartQtyMutation();
  const [qty, setQty] = useState<Record<number, number>>({});
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<Address | undefined>();
  const [placing, setPlacing] = useState(false);
  const [order, setOrder] = useState<{ total: number; items: number } | null>(null);

  const money = (n: number) => formatPrice(n, i18n.language);
  const totals = checkoutTotals(lines ?? [], qty);

  const place = async () => {
    setPlacing(true);
    const placed = { total: totals.total, items: totals.items };
    // The order empties the cart, so the navbar's count goes back to zero.
    for (const line of lines ?? []) await removeLine(line.id).unwrap();
    setPlacing(false);
    setOrder(placed);
  };

  const index = STEPS.findIndex((s) => s.key === step);
  const empty = (lines ?? []).length === 0;

  return (
    <>
      <RoutePageHeader />
      <nav aria-label={t('shopApp.checkout.steps')} className="mb-4">
        <ol className="list-unstyled d-flex flex-wrap gap-3 mb-0 checkout-steps">
          {STEPS.map(({ key, icon: StepIcon }, i) => (
            <li
              key={key}
              className="d-flex align-items-center gap-2"
              aria-current={step === key ? 'step' : undefined}
            >
              <span
                className={`step-number rounded d-inline-flex align-items-center justify-content-center ${i <= index ? 'bg-primary text-white' : 'bg-secondary-subtle text-secondary-emphasis'}`}
              >
                <StepIcon size={16} aria-hidden="true" />
              </span>
              <span className={step === key ? 'fw-semibold' : 'text-body-secondary'}>
                {i + 1}. {t(`shopApp.checkout.step.${key}`)}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      {lines === null ? (
        <ContentLoader />
      ) : (
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            {step === 'cart' && (
              <CheckoutCart
                lines={lines}
                qty={qty}
                onQty={(id, n) => {
                  setQty((q) => ({ ...q, [id]: n }));
                  if (Number.isInteger(n) && n >= 1 && n <= 99)
                    void setCartQty({ productId: id, qty: n });
                }}
                onRemove={(p) => void removeFromCart(p)}
                onWishlist={(p) => void moveToWishlist(p)}
              />
            )}
            {step === 'address' && (
              <AddressForm
                initial={address}
                onSubmit={(a) => {
                  setAddress(a);
                  setStep('payment');
                }}
              />
            )}
            {step === 'payment' && (
              <>
                {address && (
                  <Card className="mb-3">
                    <Card.Body>
                      <h2 className="h6">{t('shopApp.checkout.deliverTo')}</h2>
                      <p className="mb-0">
                        {address.fullName}, {address.line1}, {address.city} {address.postcode},{' '}
                        {address.country} · {address.mobile}
                      </p>
                      <Button variant="link" className="p-0" onClick={() => setStep('address')}>
                        {t('shopApp.checkout.changeAddress')}
                      </Button>
                    </Card.Body>
                  </Card>
                )}
                <PaymentForm placing={placing || empty} onPlace={() => void place()} />
              </>
            )}
          </div>
          <ColCard col="col-12 col-lg-4">
            <h2 className="h6">{t('shopApp.checkout.priceDetails')}</h2>
            <dl className="row mb-0 small">
              <dt className="col-7 fw-normal">
                {t('shopApp.checkout.items', { count: totals.items })}
              </dt>
              <dd className="col-5 text-end mb-1" data-testid="checkout-subtotal">
                {money(totals.subtotal)}
              </dd>
              <dt className="col-7 fw-normal">{t('shopApp.checkout.bagDiscount')}</dt>
              <dd className="col-5 text-end text-success mb-1">−{money(totals.discount)}</dd>
              <dt className="col-7 fw-normal">{t('shopApp.checkout.delivery')}</dt>
              <dd className="col-5 text-end mb-1">
                {totals.delivery === 0 ? t('shopApp.checkout.free') : money(totals.delivery)}
              </dd>
              <dt className="col-7 border-top pt-2">{t('shopApp.checkout.total')}</dt>
              <dd
                className="col-5 text-end border-top pt-2 fw-bold mb-0"
                data-testid="checkout-total"
              >
                {money(totals.total)}
              </dd>
            </dl>
            {step === 'cart' && (
              <Button className="w-100 mt-3" disabled={empty} onClick={() => setStep('address')}>
                {t('shopApp.checkout.continue')}
              </Button>
            )}
          </ColCard>
        </div>
      )}
      <Modal
        show={order !== null}
        onHide={() => void navigate('/apps/ecommerce/shop')}
        centered
        aria-labelledby="order-placed-title"
      >
        <Modal.Body className="text-center p-4">
          <CheckCircle size={48} className="text-success mb-3" aria-hidden="true" />
          <h2 className="h4" id="order-placed-title">
            {t('shopApp.checkout.placed')}
          </h2>
          <p>
            {t('shopApp.checkout.placedText', {
              count: order?.items ?? 0,
              total: money(order?.total ?? 0),
            })}
          </p>
          <Button onClick={() => void navigate('/apps/ecommerce/shop')}>
            {t('shopApp.checkout.keepShopping')}
          </Button>
        </Modal.Body>
      </Modal>
    </>
  );
}
