export interface InvoiceLine {
  name: string;
  description: string;
  cost: number;
  qty: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Price of one line: cost × quantity (blank or negative inputs count as 0). */
export function linePrice(line: Pick<InvoiceLine, 'cost' | 'qty'>): number {
  const cost = Number.isFinite(line.cost) && line.cost > 0 ? line.cost : 0;
  const qty = Number.isFinite(line.qty) && line.qty > 0 ? line.qty : 0;
  return cents(cost * qty);
}

/** Subtotal of the lines, less the discount (percent), plus tax (percent) on what remains. */
export function invoiceTotals(
  lines: Pick<InvoiceLine, 'cost' | 'qty'>[],
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const clamp = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0);
  const subtotal = cents(lines.reduce((sum, line) => sum + linePrice(line), 0));
  const discount = cents((subtotal * clamp(discountPercent)) / 100);
  const tax = cents(((subtotal - discount) * clamp(taxPercent)) / 100);
  return { subtotal, discount, tax, total: cents(subtotal - discount + tax) };
}
