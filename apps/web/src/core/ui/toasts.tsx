import { lazy, Suspense, useSyncExternalStore } from 'react';

// react-toastify loads only once a toast is wanted (first notify or a dashboard layout), which
// keeps it out of the login page's JavaScript. Toasts sent earlier wait in its queue.
let wanted = false;
const listeners = new Set<() => void>();

export function requestToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

const Container = lazy(() =>
  import('./toast-container.tsx').then((m) => ({ default: m.AppToastContainer })),
);

/** The app's one toast container (newest on top), mounted when first needed. */
export function Toasts({ rtl }: { rtl: boolean }) {
  const show = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => wanted,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Container rtl={rtl} />
    </Suspense>
  );
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; safe to call from any screen, including blank-layout ones. */
export async function notify(kind: ToastKind, message: string): Promise<void> {
  requestToasts();
  const { toast } = await import('react-toastify');
  toast[kind](message);
}
