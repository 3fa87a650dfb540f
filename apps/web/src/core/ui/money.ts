import { numberFormat } from '../format/number.ts';
/**
 * Money for people to read: whole amounts without decimals (£32,000), any amount with pence to the
 * penny (£11.90 an hour). A range shows both ends alike, and one figure when they agree.
 */
export function formatMoneyRange(
  min: number,
  max: number,
  currency: string,
  language: string,
): string {
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2;
  let format: (n: number) => string;
  try {
    const money = numberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    format = (n) => money.format(n);
  } catch {
    format = (n) => `${n.toFixed(digits)} ${currency}`;
  }
  const [low, high] = [format(min), format(max)];
  return low === high ? low : `${low} – ${high}`;
}

/** One amount, as {@link formatMoneyRange} writes it. */
export function formatMoney(value: number, currency: string, language: string): string {
  return formatMoneyRange(value, value, currency, language);
}
