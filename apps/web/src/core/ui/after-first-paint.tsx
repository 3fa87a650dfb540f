import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

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

let firstScreenPainted = false;
let waitingForPaint = false;
const paintListeners = new Set<() => void>();

/** After the next frame has been painted: a frame callback runs before it, its task after. */
export function afterNextPaint(then: () => void) {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(then, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(then, 0));
}

function subscribeToFirstPaint(listener: () => void) {
  paintListeners.add(listener);
  if (!waitingForPaint && !firstScreenPainted) {
    waitingForPaint = true;
    afterNextPaint(() => {
      firstScreenPainted = true;
      paintListeners.forEach((notify) => notify());
    });
  }
  return () => {
    paintListeners.delete(listener);
  };
}

/**
 * False until the first screen of the visit has been painted, then true for good: what the frame
 * draws around a screen (the menu's links, the navbar's buttons and dropdowns) waits for it, so
 * the screen and its data are laid out and painted first and the frame follows one frame later.
 * On a cold load at CPU 4× the menu and the navbar were about a third of the first render and
 * of its layout. Their boxes keep their size meanwhile (the menu's column, the navbar's height),
 * so nothing moves when they fill in. Unlike AfterFirstPaint, it waits for an actual paint (a
 * frame callback, then the task after it) and only once a visit: a frame mounted later (a layout
 * switched) draws at once.
 */
export function useFirstScreenPainted(): boolean {
  return useSyncExternalStore(
    subscribeToFirstPaint,
    () => firstScreenPainted,
    () => true,
  );
}
