import i18n from 'i18next';
import { formatMoneyRange } from '../../../core/ui/money.ts';
import { numberFormat } from '../../../core/format/number.ts';

function locale(): string {
  return i18n.language || 'en';
}

export function formatNumber(value: number, digits = 0): string {
  return numberFormat(locale(), { maximumFractionDigits: digits }).format(value);
}

/** A file's size with the short unit symbols: "854 B", "1.2 KB" (the portal writes units out). */
export function formatBytesAbbreviated(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** A salary band as people read it: see core/ui/money.ts. */
export function formatSalaryRange(min: number, max: number, currency: string): string {
  return formatMoneyRange(min, max, currency, locale());
}
