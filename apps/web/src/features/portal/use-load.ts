import { useCallback, useEffect, useState } from 'react';
import { callFailure, type CallFailure } from './portal.api.ts';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; failure?: undefined }
  | { status: 'ready'; data: T; failure?: undefined }
  | { status: 'failed'; data?: undefined; failure: CallFailure };

/** Loads one record for a screen; `reload` fetches again, `replace` swaps in a newer copy. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T> & { key: string }>({ status: 'loading', key });
  const [round, setRound] = useState(0);
  if (state.key !== key) setState({ status: 'loading', key });

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data, key }),
      (error: unknown) => live && setState({ status: 'failed', failure: callFailure(error), key }),
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => {
    setState({ status: 'loading', key });
    setRound((r) => r + 1);
  }, [key]);
  const replace = useCallback((data: T) => setState({ status: 'ready', data, key }), [key]);
  return { ...state, reload, replace };
}
