// Test helpers for the apps' forms and panels (jsdom).
import { fireEvent, screen } from '@testing-library/react';

/** jsdom has no matchMedia; react-bootstrap's Offcanvas asks it for the breakpoint. */
export function stubMatchMedia(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
}

/** Types a value into the field of that label. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
