import { useEffect } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ShoppingCart } from 'react-feather';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetNavbarCartQuery, type CartLine } from './cart.api.ts';
import { onCartChanged } from './cart-events.ts';
import { MediaDropdown } from './media-dropdown.tsx';
import { numberFormat } from '../../format/number.ts';

const NO_LINES: CartLine[] = [];

/** The sample shop's cart in the navbar: its count, its lines and the way to checkout. */
export function CartDropdown() {
  const { t } = useTranslation();
  const cart = useGetNavbarCartQuery();
  // A failed load shows an empty cart, as the badge has nothing to count.
  const lines = cart.isError ? NO_LINES : (cart.data ?? NO_LINES);
  const { refetch } = cart;

  // Screens that change the cart without the shop's endpoints say so with a cart event.
  useEffect(() => onCartChanged(() => void refetch()), [refetch]);

  const count = lines.reduce((n, l) => n + l.qty, 0);

  return (
    <MediaDropdown
      className="dropdown-cart"
      label={t('shopApp.navCart.label', { count })}
      icon={<ShoppingCart size={20} aria-hidden="true" />}
      count={count}
      tone="primary"
      countTestId="cart-count"
      title={t('shopApp.navCart.title')}
      summary={t('shopApp.navCart.items', { count })}
    >
      <CartLines lines={lines} />
    </MediaDropdown>
  );
}

/**
 * The menu's lines, total and checkout link. A component of its own, so its prices are formatted
 * only once the menu first opens: the first currency format of a page costs tens of milliseconds
 * (the currency data), paid otherwise in every signed-in screen's first render.
 */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) =>
    numberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(n);
  const total = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  return (
    <>
      {lines.length === 0 ? (
        <p className="px-3 py-2 mb-0 text-body-secondary">{t('shopApp.navCart.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0 media-list">
          {lines.map((l) => (
            <li key={l.id} className="d-flex align-items-center gap-2 px-3 py-2">
              <img src={l.image} alt="" width={40} height={40} />
              <Dropdown.Item
                as={Link}
                to={`/apps/ecommerce/product-detail/${l.slug}`}
                className="p-0 text-wrap flex-grow-1"
              >
                {l.name}
                <small className="d-block text-body-secondary">× {l.qty}</small>
              </Dropdown.Item>
              <span className="fw-semibold">{money(l.price * l.qty)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="px-3 py-2 border-top d-flex justify-content-between">
        <span className="fw-semibold">{t('shopApp.navCart.total')}</span>
        <span className="fw-semibold text-primary">{money(total)}</span>
      </div>
      <div className="px-3 pb-2">
        <Dropdown.Item
          as={Link}
          to="/apps/ecommerce/checkout"
          className="btn btn-primary w-100 text-white text-center"
        >
          {t('shopApp.navCart.checkout')}
        </Dropdown.Item>
      </div>
    </>
  );
}
