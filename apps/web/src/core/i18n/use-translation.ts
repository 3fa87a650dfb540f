import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type UseTranslationResponse } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

interface Store {
  subscribe: (listener: () => void) => () => void;
  /** The current translation for a key prefix ('' for none): the same object until a change. */
  current: (keyPrefix: string) => Translation;
  /** Settles when the instance's texts are in (when a screen renders before they are). */
  loaded: () => Promise<void>;
}

const stores = new WeakMap<I18n, Store>();

/** As react-i18next decides: initialised, and the language's texts loaded. */
const isReady = (i18n: I18n) =>
  Boolean(i18n.isInitialized || i18n.initializedStoreOnce) &&
  (!i18n.languages?.length || i18n.hasLoadedNamespace('translation'));

/**
 * A key's text read straight from the reader's language file, where i18next would give it as it
 * is stored: a non-empty string with nothing to interpolate (`{{…}}`) or nest (`$t(…)`). Anything
 * else — a key naming a namespace, a key missing (which falls back and is reported), an object —
 * is left to i18next.
 */
export function storedText(i18n: I18n, keyPrefix: string, key: string): string | undefined {
  if (key.includes(':')) return undefined;
  const text: unknown = i18n.getResource(
    i18n.language,
    'translation',
    keyPrefix ? `${keyPrefix}.${key}` : key,
  );
  return typeof text === 'string' && text !== '' && !text.includes('{{') && !text.includes('$t(')
    ? text
    : undefined;
}

/**
 * A `t` that remembers what each plain key (no options) gave: most of a screen's calls are plain,
 * and i18next resolves each one anew (its options merged, its key split, the store walked, the
 * text searched for interpolation and nesting), which on a first render of the frame came to some
 * 40 ms of main thread at CPU 4×. A plain key's first answer is read from the store where it can
 * be (storedText), which took i18next's share of the user list's load at CPU 4× from some 49 ms
 * to 30. A key with options (interpolation, counts, a default) is asked of i18next every time:
 * remembered by their options, such calls — nearly all different on a first load — cost more
 * than they saved.
 */
function remembering(fixed: TFunction, stored: (key: string) => string | undefined): TFunction {
  const ask = fixed as unknown as (...args: unknown[]) => unknown;
  const answers = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length || typeof key !== 'string') return ask(key, ...rest);
    if (answers.has(key)) return answers.get(key);
    const answer = stored(key) ?? ask(key);
    answers.set(key, answer);
    return answer;
  };
  return t as unknown as TFunction;
}

/**
 * The instance behind a new identity at each change, so `[i18n]` in a hook's dependencies follows
 * the language (as react-i18next does). Everything, calls included, reaches the instance itself.
 */
function wrap(i18n: I18n): I18n {
  return new Proxy(i18n, {});
}

function makeStore(i18n: I18n): Store {
  const listeners = new Set<() => void>();
  let byPrefix = new Map<string, Translation>();
  let instance = wrap(i18n);
  const changed = () => {
    byPrefix = new Map();
    instance = wrap(i18n);
    listeners.forEach((listener) => listener());
  };
  // As react-i18next is set up here (i18n.ts): a change of language, a language file added.
  // (Readiness needs no event: a translation not ready is checked again on each read.)
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current(keyPrefix) {
      let translation = byPrefix.get(keyPrefix);
      // Not ready is asked again each time (the instance marks itself initialised after its
      // texts are in, with no event of its own).
      if (translation && (translation.ready || !isReady(i18n))) return translation;
      const t = remembering(i18n.getFixedT(null, null, keyPrefix || undefined), (key) =>
        storedText(i18n, keyPrefix, key),
      );
      const ready = isReady(i18n);
      translation = Object.assign([t, instance, ready], {
        t,
        i18n: instance,
        ready,
      }) as Translation;
      byPrefix.set(keyPrefix, translation);
      return translation;
    },
    loaded: () =>
      new Promise<void>((resolve) => {
        void i18n.loadNamespaces('translation', () => resolve());
      }),
  };
}

function storeFor(i18n: I18n): Store {
  let store = stores.get(i18n);
  if (!store) {
    store = makeStore(i18n);
    stores.set(i18n, store);
  }
  return store;
}

/**
 * The UI texts, as react-i18next's `useTranslation` gives them (`{ t, i18n, ready }`), shared by
 * every component instead of built for each: react-i18next copies the i18next instance, makes a
 * `t` and subscribes for each component that asks, some hundreds on a screen of the frame. Reads
 * the instance of the nearest `I18nextProvider` (tests) or the app's; a screen rendered before
 * its texts are in suspends until they are, as with react-i18next's `useSuspense`.
 */
export function useTranslation(
  _ns?: undefined,
  options?: { keyPrefix?: string; useSuspense?: boolean },
): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const store = storeFor(i18n);
  const keyPrefix = options?.keyPrefix ?? '';
  const current = () => store.current(keyPrefix);
  const translation = useSyncExternalStore(store.subscribe, current, current);
  const suspend = options?.useSuspense ?? i18n.options.react?.useSuspense ?? true;
  if (!translation.ready && suspend) throw store.loaded();
  return translation;
}
