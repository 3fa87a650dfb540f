import type { ComponentType } from 'react';
import { lazyWhenOpen } from '../../../core/ui/lazy-when-open.tsx';

/** A dialog or side panel opened by its `show` prop, whose code loads the first time it opens. */
export function lazyWhenShown<P extends { show: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyWhenOpen(load, (props) => props.show);
}
