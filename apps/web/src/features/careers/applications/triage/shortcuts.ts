import type { KeyboardEvent } from 'react';
import { useCallback, useSyncExternalStore } from 'react';

/** Where the choice is kept (this browser): single-key shortcuts on unless turned off. */
export const SHORTCUTS_STORAGE_KEY = 'careersTriageShortcuts';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether the triage shortcuts are on, and the switch (WCAG 2.1.4: they can be turned off). */
export function useShortcutsEnabled(): [boolean, (on: boolean) => void] {
  const enabled = useSyncExternalStore((cb) => {
    listeners.add(cb);
    window.addEventListener('storage', cb);
    return () => {
      listeners.delete(cb);
      window.removeEventListener('storage', cb);
    };
  }, read);
  const set = useCallback((on: boolean) => {
    try {
      if (on) localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
      else localStorage.setItem(SHORTCUTS_STORAGE_KEY, 'off');
    } catch {
      // Storage refused (private mode): the choice lasts as long as the page.
    }
    for (const l of listeners) l();
  }, []);
  return [enabled, set];
}

/**
 * What each key does where it applies (given the region that heard it); a missing handler leaves
 * its key alone.
 */
type Handler = (region: HTMLElement) => void;
export interface TriageHandlers {
  next?: Handler;
  previous?: Handler;
  shortlist?: Handler;
  reject?: Handler;
  undo?: Handler;
  help: Handler;
}

/** The keys, in the order the `?` dialog lists them (their descriptions are `careers.triage.keys.*`). */
export const triageKeys = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'Enter', action: 'open' },
  { key: 's', action: 'shortlist' },
  { key: 'r', action: 'reject' },
  { key: 'u', action: 'undo' },
  { key: '?', action: 'help' },
] as const;

const byKey: Record<string, keyof TriageHandlers> = {
  j: 'next',
  k: 'previous',
  s: 'shortlist',
  r: 'reject',
  u: 'undo',
  '?': 'help',
};

/** Typing somewhere, or in a dialog: single keys are text there, never commands. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="combobox"]')) return true;
  return false;
}

/**
 * The keydown handler of a region (the list, the application): it only hears keys pressed while
 * focus is inside it, so the shortcuts work only there, never while typing, never with Ctrl, Alt
 * or Meta held, and not at all once turned off.
 */
export function triageKeyHandler(enabled: boolean, handlers: TriageHandlers) {
  return (event: KeyboardEvent) => {
    if (!enabled || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    const name = byKey[event.key];
    const run = name ? handlers[name] : undefined;
    if (!run) return;
    event.preventDefault();
    run(event.currentTarget as HTMLElement);
  };
}
