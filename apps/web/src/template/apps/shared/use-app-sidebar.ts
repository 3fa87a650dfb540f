import { useState } from 'react';
import { useDirection } from '../../../core/theme/use-direction.ts';

/**
 * An app's sidebar, an off-canvas panel below lg: whether it is shown, the page's direction (the
 * side it opens from, also wanted by the app's other panels) and the props its panel takes.
 */
export function useAppSidebar() {
  const rtl = useDirection() === 'rtl';
  const [show, setShow] = useState(false);
  const onHide = () => setShow(false);
  return {
    rtl,
    open: () => setShow(true),
    hide: onHide,
    /** Closes the sidebar, then does what its button offers (a new task, a mail to compose…). */
    closeThen: (action: () => void) => () => {
      onHide();
      action();
    },
    /** What the sidebar's panel takes: shown, its side and its close. */
    panel: { show, rtl, onHide },
  };
}
