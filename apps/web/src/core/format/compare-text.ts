/** Text in the order people expect: case and accents ignored, digits by number ("2" before "10"). */
let collator: Intl.Collator | undefined;

/**
 * Compares two texts with one collator, made on first use. Not `localeCompare(b, 'en', options)`:
 * given a locale or options, each call builds a collator of its own, which made sorting a page of
 * fifty rows cost some 7 ms at CPU 1× (30 ms at 4×) instead of a tenth of one.
 */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
