import { useCallback, useEffect, useState } from 'react';

interface Landed<T> {
  key: string;
  data: T | null;
  failed: boolean;
}

/**
 * Loads something for one screen part (not kept in the store): the answer belongs to the key it
 * was asked for, so a new key shows loading at once and a late answer for an old key is dropped.
 */
export function useRemote<T>(key: string, fetcher: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [landed, setLanded] = useState<Landed<T> | null>(null);
  const fullKey = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    fetcher().then(
      (data) => {
        if (live) setLanded({ key: fullKey, data, failed: false });
      },
      () => {
        if (live) setLanded({ key: fullKey, data: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // The key names what is fetched; the fetcher is a fresh closure over the same inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);

  const current = landed?.key === fullKey ? landed : null;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: current?.data ?? null,
    failed: current?.failed ?? false,
    loading: current === null,
    reload,
  };
}
