import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  storedLanguage,
  type Language,
} from './languages.ts';

// One file per language (/locales/<lng>.json) and nothing else. The fallback (en) is fetched only
// when it is needed: when it is the language in use, or when a key is missing from the current
// one. Every file carries every key (a unit test checks), so normally it is never needed.
let fallbackWanted = storedLanguage() === DEFAULT_LANGUAGE;

declare global {
  interface Window {
    /** The reader's language file, fetched and parsed by the document's head (locales-plugin). */
    __careersLocale?: { lng: string; data: Promise<ResourceKey> };
  }
}

/** The head's language file for this language, once: a reload goes to the network. */
function takeEarlyLocale(language: string): Promise<ResourceKey> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__careersLocale;
  if (early?.lng !== language) return undefined;
  window.__careersLocale = undefined;
  return early.data;
}

/** Fetches /locales/<lng>.json, built by build/locales-plugin.ts from every area's fragments. */
export async function fetchLocale(language: string): Promise<ResourceKey> {
  const early = takeEarlyLocale(language);
  if (early) {
    try {
      return await early;
    } catch {
      // The head's request failed: asked again below, with the error the app reports.
    }
  }
  const res = await fetch(`/locales/${encodeURIComponent(language)}.json`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`Could not load the ${language} translations (${res.status})`);
  return (await res.json()) as ResourceKey;
}

// A loader this small needs no library: one fetch per language file.
const LocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback): void {
    if (language === DEFAULT_LANGUAGE && !fallbackWanted) {
      callback(null, {});
      return;
    }
    fetchLocale(language).then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

async function loadFallback(): Promise<void> {
  if (fallbackWanted) return;
  fallbackWanted = true;
  await i18n.reloadResources([DEFAULT_LANGUAGE]);
}

export function initI18n(lng: Language = storedLanguage()) {
  fallbackWanted = lng === DEFAULT_LANGUAGE;
  return i18n
    .use(LocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      // A missing key pulls in the fallback file, then the UI re-renders with it.
      saveMissing: true,
      missingKeyHandler: () => {
        void loadFallback();
      },
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
}

/** Switches the UI language, fetching that language's file (the fallback only if needed). */
export async function changeLanguage(lng: Language): Promise<void> {
  if (lng === DEFAULT_LANGUAGE) await loadFallback();
  await i18n.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

export { i18n };
