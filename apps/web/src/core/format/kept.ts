/**
 * `make(language, options)` made once per language and options and kept: an Intl format costs far
 * more to build than to use, and a list formats a value per row.
 */
export function keptFormats<O extends object, F>(
  make: (language: string, options: O) => F,
): (language: string, options?: O) => F {
  const kept = new Map<string, F>();
  return (language, options = {} as O) => {
    const key = `${language}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (format === undefined) {
      format = make(language || 'en', options);
      kept.set(key, format);
    }
    return format;
  };
}
