// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localePreloadScript } from './locales-plugin.ts';

let asked: [string, RequestInit | undefined][] = [];

const run = () => {
  // The script is written into the built index.html as is; run it as the browser would.
  new Function(localePreloadScript(['ar', 'de', 'en', 'fr', 'pt']))();
  return window.__careersLocale;
};

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      asked.push([url, init]);
      const status = url.includes('/de.json') ? 503 : 200;
      return Promise.resolve(new Response(JSON.stringify({ frame: { home: url } }), { status }));
    }),
  );
});

afterEach(() => {
  window.__careersLocale = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the language file in the document head', () => {
  it('fetches the reader’s stored language as the app would, and parses it as it arrives', async () => {
    localStorage.setItem('language', 'fr');
    const early = run();
    expect(asked).toEqual([['/locales/fr.json', { credentials: 'same-origin' }]]);
    expect(early?.lng).toBe('fr');
    await expect(early?.data).resolves.toEqual({ frame: { home: '/locales/fr.json' } });
  });

  it('falls back to English for nothing stored or a language the app does not have', () => {
    expect(run()?.lng).toBe('en');
    localStorage.setItem('language', '../admin');
    expect(run()?.lng).toBe('en');
    expect(asked.map(([url]) => url)).toEqual(['/locales/en.json', '/locales/en.json']);
  });

  it('keeps a failed answer as a rejection for the app to handle, never an unhandled one', async () => {
    localStorage.setItem('language', 'de');
    await expect(run()?.data).rejects.toThrow('HTTP 503');
  });

  it('does nothing in a browser without fetch', () => {
    vi.stubGlobal('fetch', undefined);
    expect(run()).toBeUndefined();
  });
});
