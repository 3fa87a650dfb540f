import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Navigate = (...args: unknown[]) => void;
interface HistoryLike {
  push: Navigate;
  replace: Navigate;
  go: Navigate;
}

/** The router's place in the browser history (BrowserRouter keeps it as `idx` in the state). */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Routes the router's push, replace and go through `decide`, which runs them now or later;
 * answers the function that puts the originals back.
 */
function holdNavigations(history: HistoryLike, decide: (go: () => void) => void): () => void {
  const original = { push: history.push, replace: history.replace, go: history.go };
  const hold =
    (name: keyof HistoryLike): Navigate =>
    (...args) =>
      decide(() => original[name].apply(history, args));
  Object.assign(history, { push: hold('push'), replace: hold('replace'), go: hold('go') });
  return () => Object.assign(history, original);
}

export interface LeaveGuard {
  /** The navigation held back, waiting for the person's answer. */
  asking: boolean;
  stay(): void;
  leave(): void;
  /** Lets navigation through without asking (a save that navigates once it succeeds). */
  release(): void;
  /** Asks again (the save failed). */
  hold(): void;
}

/**
 * While `dirty`, leaving asks first: in-app navigation (links, menus, buttons, `navigate()`, the
 * browser's back and forward) is held for the dialog `<LeaveDialog guard={…} />` shows, and
 * reloading or closing the tab gets the browser's own question (beforeunload).
 *
 * react-router's `useBlocker` would do the in-app part, but only under a data router, which
 * would add its weight to the sign-in page (DESIGN §6 budget); the app's declarative router is
 * guarded through its navigator instead, the way `useBlocker` itself holds navigations.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const restore = holdNavigations(navigator as unknown as HistoryLike, (go) => {
      if (released.current) go();
      else setHeld(() => go);
    });

    // Back and forward: put the entry back at once (before the router sees it), then ask.
    let at = indexOf(window.history.state);
    let restoring = false;
    const onPop = (event: PopStateEvent) => {
      if (released.current) return;
      const to = indexOf(event.state);
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (to === null || at === null || to === at) return;
      event.stopImmediatePropagation();
      const delta = to - at;
      restoring = true;
      window.history.go(-delta);
      setHeld(() => () => {
        released.current = true;
        window.history.go(delta);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('popstate', onPop, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    at = indexOf(window.history.state);
    return () => {
      restore();
      window.removeEventListener('popstate', onPop, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, navigator]);

  return {
    asking: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      released.current = true;
      setHeld(null);
      held?.();
    },
    release: () => {
      released.current = true;
    },
    hold: () => {
      released.current = false;
    },
  };
}

/** "Leave without saving?": the question a held navigation waits on. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      show={guard.asking}
      title={t('frame.leave.title')}
      body={t('frame.leave.body')}
      confirmLabel={t('frame.leave.leave')}
      cancelLabel={t('frame.leave.stay')}
      variant="danger"
      onConfirm={() => guard.leave()}
      onCancel={() => guard.stay()}
    />
  );
}
