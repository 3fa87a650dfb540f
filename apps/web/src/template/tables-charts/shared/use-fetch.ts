import { useCallback, useEffect, useState } from 'react';
import { http } from '../../../core/http/http.ts';

export type FetchStatus = 'loading' | 'ready' | 'failed';

/** GET a fake-API URL once (and again on retry): data, status and a retry function. */
export function useFetch<T>(url: string): {
  data: T | null;
  status: FetchStatus;
  retry: () => void;
} {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<FetchStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    http
      .get<T>(url)
      .then((res) => {
        if (!live) return;
        setData(res.data);
        setStatus('ready');
      })
      .catch(() => {
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { data, status, retry };
}
