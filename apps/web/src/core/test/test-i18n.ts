import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeLocale } from '../../../build/locales-plugin.ts';

type Resources = ReturnType<typeof mergeLocale>;
const merged = new Map<string, Resources>();

/** Translation keys a rendered screen asked for that the texts lack (cleared by the test). */
export const missingKeys = new Set<string>();

/**
 * For tests: an i18next instance with every area's texts of one language, merged as the app
 * serves them (English by default). Ready when returned; a new instance each call, so a test may
 * change its language without touching the others.
 */
export function testI18n(lng = 'en'): I18n {
  let resources = merged.get(lng);
  if (!resources) {
    resources = mergeLocale(lng);
    merged.set(lng, resources);
  }
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: resources } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      missingKeys.add(key);
    },
  });
  return i18n;
}

/**
 * For tests of code outside React that reads the app-wide i18next instance (the form resolvers'
 * messages, core/forms; API error texts, core/api/api-error.ts): starts it in `lng` with every
 * area's texts, as the app does. Call in beforeAll.
 */
export async function initAppI18n(lng = 'en'): Promise<void> {
  const { default: app } = await import('i18next');
  await app.init({
    lng,
    resources: { [lng]: { translation: mergeLocale(lng) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (app.language !== lng) await app.changeLanguage(lng);
}
