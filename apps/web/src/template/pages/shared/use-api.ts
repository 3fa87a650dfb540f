import { useEffect, useState } from 'react';
import { http } from '../../../core/http/http.ts';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
}

/** GETs a sample-data URL and re-fetches when the URL or its params change. */
export function useApi<T>(url: string, params?: Record<string, string | number>): ApiState<T> {
  const key = JSON.stringify(params ?? {});
  const [state, setState] = useState<ApiState<T> & { key: string }>({
    data: undefined,
    loading: true,
    error: false,
    key: `${url}|${key}`,
  });

  useEffect(() => {
    let live = true;
    const query = JSON.parse(key) as Record<string, string | number>;
    http
      .get<T>(url, { params: query })
      .then((res) => {
        if (live) setState({ data: res.data, loading: false, error: false, key: `${url}|${key}` });
      })
      .catch(() => {
        if (live) setState((s) => ({ ...s, loading: false, error: true, key: `${url}|${key}` }));
      });
    return () => {
      live = false;
    };
  }, [url, key]);

  // While a new URL loads, keep showing the previous data but say it is loading.
  const current = state.key === `${url}|${key}`;
  return { data: state.data, loading: !current || state.loading, error: current && state.error };
}
