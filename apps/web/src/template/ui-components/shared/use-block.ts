import { useCallback, useEffect, useState } from 'react';

/** `blocked` turns true on `block()` and back to false after `ms` milliseconds. */
export function useBlock(ms = 2500): [boolean, () => void] {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!blocked) return;
    const id = window.setTimeout(() => setBlocked(false), ms);
    return () => window.clearTimeout(id);
  }, [blocked, ms]);
  return [blocked, useCallback(() => setBlocked(true), [])];
}
