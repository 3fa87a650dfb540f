import { useState } from 'react';

/** A read of one record, as the data layer's query hooks answer it. */
export interface FreshRead<T> {
  currentData?: T;
  fulfilledTimeStamp?: number;
  isFetching: boolean;
}

/**
 * The record an editor opens on: the first answer of a read made since the editor mounted (never
 * a cached copy, however recent; the read asks again on mount), held from then on, so a later
 * answer (a reload after a conflict, a background refetch) does not change what the form started
 * from. Null until that answer comes; a record of another id starts again. `hold` replaces the
 * record (the editor saved, or reloaded, and carries on from there).
 */
export function useOpenedRecord<T extends { id: string }>(
  id: string,
  read: FreshRead<T>,
): [T | null, (record: T) => void] {
  const [since] = useState(Date.now);
  const fresh =
    read.currentData && (read.fulfilledTimeStamp ?? 0) >= since && !read.isFetching
      ? read.currentData
      : null;
  const [held, hold] = useState<T | null>(null);
  if (fresh && held?.id !== id) hold(fresh);
  return [held?.id === id ? held : null, hold];
}
