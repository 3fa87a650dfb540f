/**
 * Loads a language's number and date data ahead of the first format that needs it: the first
 * Intl format a page makes loads its locale data (some 35 ms at CPU 1×, 140 ms at 4×), which a
 * screen's first render would otherwise wait for. Called while the first screen's code and data
 * are on the network (app/router.tsx), when the main thread has nothing else to do.
 */
export function warmUpFormats(language: string): void {
  try {
    new Intl.NumberFormat(language).format(1);
    new Intl.DateTimeFormat(language).format(0);
  } catch {
    // An unknown language: the formats fall back when they are made.
  }
}
