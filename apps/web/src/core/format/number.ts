import { keptFormats } from './kept.ts';

/**
 * A number format for a language, made once and kept: a list formats a figure per row (money in
 * the cart, counts in tables, file sizes).
 */
export const numberFormat = keptFormats(
  (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);
