import { useCallback, useState } from 'react';
import { toApiError, type ApiError } from '../api/api-error.ts';

/** What a failure shows: its words, or null when the screen has dealt with it otherwise. */
export type DescribeFailure = (failure: ApiError) => string | null;

const ownMessage: DescribeFailure = (failure) => failure.message;

/**
 * One action a screen runs on request (a dialog's confirm, a form's send): `busy` while it runs
 * and `error`, the words of its last failure. `run(action, describe)` clears the error, runs the
 * action and answers whether it succeeded; a failure shows `describe(failure)`, by default the
 * failure's own message.
 */
export function useAsyncAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>, describe: DescribeFailure = ownMessage) => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(describe(toApiError(failure)));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  const clearError = useCallback(() => setError(null), []);

  return { busy, error, run, clearError };
}
