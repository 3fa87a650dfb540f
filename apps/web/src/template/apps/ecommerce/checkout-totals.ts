import type { CartProduct } from '../../../fake-api/types.ts';

export interface CheckoutTotals {
  items: number;
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
/** Orders from this amount ship free. */
export const FREE_DELIVERY_FROM = 50;
export const DELIVERY_FEE = 4.99;

/** Price details of the cart: each line's discount applies to its price times its quantity. */
export function checkoutTotals(lines: CartProduct[], qty: Record<number, number>): CheckoutTotals {
  let items = 0;
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    const q = qty[line.id] ?? line.qty;
    items += q;
    subtotal += line.price * q;
    discount += (line.price * q * line.discountPercentage) / 100;
  }
  const afterDiscount = subtotal - discount;
  const delivery = items === 0 || afterDiscount >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE;
  return {
    items,
    subtotal: cents(subtotal),
    discount: cents(discount),
    delivery,
    total: cents(afterDiscount + delivery),
  };
}
