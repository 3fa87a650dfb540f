// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh i18next instance with a fetch that records what was asked for.
let fetched: string[] = [];

beforeEach(() => {
  vi.resetModules();
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      const lng = /\/locales\/(\w+)\.json/.exec(url)?.[1] ?? 'xx';
      const body = {
        frame: { home: `home-${lng}` },
        ...(lng === 'en' ? { onlyEn: 'only en' } : {}),
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('i18n loading', () => {
  it('starting in English loads en.json and nothing else', async () => {
    const { initI18n, i18n } = await import('./i18n.ts');
    await initI18n('en');
    expect(fetched).toEqual(['/locales/en.json']);
    expect(i18n.t('frame.home')).toBe('home-en');
  });

  it('starting in French loads only fr.json; switching fetches exactly one more file', async () => {
    const { initI18n, changeLanguage, i18n } = await import('./i18n.ts');
    await initI18n('fr');
    expect(fetched).toEqual(['/locales/fr.json']);
    expect(i18n.t('frame.home')).toBe('home-fr');
    await changeLanguage('de');
    expect(fetched).toEqual(['/locales/fr.json', '/locales/de.json']);
    await changeLanguage('en');
    expect(fetched).toEqual(['/locales/fr.json', '/locales/de.json', '/locales/en.json']);
    expect(i18n.t('frame.home')).toBe('home-en');
  });

  it('a key missing from the current language pulls in the English fallback', async () => {
    const { initI18n, i18n } = await import('./i18n.ts');
    await initI18n('pt');
    expect(i18n.t('onlyEn')).toBe('onlyEn');
    await vi.waitFor(() => expect(fetched).toContain('/locales/en.json'));
    await vi.waitFor(() => expect(i18n.t('onlyEn')).toBe('only en'));
  });
});

describe('the language file the document’s head fetched', () => {
  afterEach(() => {
    window.__careersLocale = undefined;
  });

  it('is taken instead of a second fetch, once', async () => {
    window.__careersLocale = { lng: 'fr', data: Promise.resolve({ frame: { home: 'early-fr' } }) };
    const { initI18n, i18n, fetchLocale } = await import('./i18n.ts');
    await initI18n('fr');
    expect(fetched).toEqual([]);
    expect(i18n.t('frame.home')).toBe('early-fr');
    // Taken once: asking again (a reload) goes to the network.
    expect(window.__careersLocale).toBeUndefined();
    await fetchLocale('fr');
    expect(fetched).toEqual(['/locales/fr.json']);
  });

  it('is not used for another language', async () => {
    window.__careersLocale = { lng: 'ar', data: Promise.resolve({ frame: { home: 'early-ar' } }) };
    const { initI18n, i18n } = await import('./i18n.ts');
    await initI18n('de');
    expect(fetched).toEqual(['/locales/de.json']);
    expect(i18n.t('frame.home')).toBe('home-de');
  });

  it('is fetched again when the head’s request failed', async () => {
    const failed = Promise.reject(new Error('HTTP 503'));
    failed.catch(() => undefined);
    window.__careersLocale = { lng: 'pt', data: failed };
    const { initI18n, i18n } = await import('./i18n.ts');
    await initI18n('pt');
    expect(fetched).toEqual(['/locales/pt.json']);
    expect(i18n.t('frame.home')).toBe('home-pt');
  });
});
