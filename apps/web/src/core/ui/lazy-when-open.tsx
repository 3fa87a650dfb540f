import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog or side panel whose code (its form, validation, editor) loads the first time it
 * opens, not with the screen that offers it; once open it stays mounted, so it closes with its
 * animation and opens again at once. `isOpen` reads "open" from the props (`show`, a draft…).
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWhenOpen;
}
