import { useCallback, useMemo, useState } from 'react';

/** Fixed, so a menu in a scrolling table is not clipped by it. */
const POPPER_CONFIG = { strategy: 'fixed' } as const;

/**
 * A table row's actions menu (react-bootstrap `Dropdown`), drawn once its toggle is pointed at,
 * pressed or focused — before it can open. Popper must place a fixed menu before its first
 * opening (drawn on that opening, it showed at the top of the window), but drawing every row's
 * menu as the table mounts made Popper measure each (some 70 ms at CPU 1× for ten invoices,
 * four times that at 4×) before the list's data could show.
 *
 *     const rowMenu = useRowMenu();
 *     <Dropdown align="end" {...rowMenu.dropdown}>…<Dropdown.Menu {...rowMenu.menu}>…
 */
export function useRowMenu() {
  const [drawn, setDrawn] = useState(false);
  const draw = useCallback(() => setDrawn(true), []);
  return useMemo(
    () => ({
      dropdown: { onPointerEnter: draw, onPointerDown: draw, onFocus: draw },
      menu: { renderOnMount: drawn, popperConfig: POPPER_CONFIG },
    }),
    [draw, drawn],
  );
}
