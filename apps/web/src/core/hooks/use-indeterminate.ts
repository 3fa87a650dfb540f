import { useEffect, useRef } from 'react';

/** A ref for a "select all" checkbox: shows the mixed state while only some items are chosen. */
export function useIndeterminate(indeterminate: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return ref;
}
