const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format for a language, made once and kept: building one costs far more than using
 * it, and a list formats a figure per row (money in the cart, counts in tables, file sizes).
 */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language || 'en', options);
    formats.set(key, format);
  }
  return format;
}
