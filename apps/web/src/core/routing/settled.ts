/** A promise as React's `use()` reads it: with its outcome written on it once it has settled. */
type Marked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise's outcome on it as it settles (React's convention for `use()`), so `use()` of a
 * promise that has already resolved returns at once instead of suspending — and a Suspense
 * fallback shown for an instant holds the screen back for 300 ms (see lazy-page.ts).
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}
