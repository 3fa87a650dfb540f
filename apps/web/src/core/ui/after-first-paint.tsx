import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a pass of their own, in the background just after the screen's first
 * render, with `fallback` meanwhile: what sits below the fold (a screen's second and third
 * tables) no longer holds back the first content and its data. React renders the later pass in
 * slices, so the browser paints the first content between them; later renders show the children
 * at once.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
