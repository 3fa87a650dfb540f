import { useEffect, useState } from 'react';
import type { InvoiceDetailResponse } from '../../../fake-api/types.ts';
import { fetchInvoice } from './invoice-api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; value: T };

/** One invoice with its payment details; 'missing' for an unknown id. */
export function useInvoice(id: number | null): Loaded<InvoiceDetailResponse> {
  const valid = id !== null && Number.isInteger(id);
  const [result, setResult] = useState<{
    id: number;
    loaded: Loaded<InvoiceDetailResponse>;
  } | null>(null);
  useEffect(() => {
    if (id === null || !valid) return;
    let live = true;
    fetchInvoice(id).then(
      (value) => live && setResult({ id, loaded: { state: 'ready', value } }),
      () => live && setResult({ id, loaded: { state: 'missing' } }),
    );
    return () => {
      live = false;
    };
  }, [id, valid]);
  if (!valid) return { state: 'missing' };
  if (!result || result.id !== id) return { state: 'loading' };
  return result.loaded;
}
