// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localePreloadScript } from './locales-plugin.ts';

const run = () => {
  // The script is written into the built index.html as is; run it as the browser would.
  new Function(localePreloadScript(['ar', 'de', 'en', 'fr', 'pt']))();
  return document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
};

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('the language file preload in the document head', () => {
  it('asks for the reader’s stored language, as the app will fetch it', () => {
    localStorage.setItem('language', 'fr');
    const link = run();
    expect(link?.getAttribute('href')).toBe('/locales/fr.json');
    expect(link?.as).toBe('fetch');
    // fetch() is a CORS request with same-origin credentials: so is the preload, or it goes unused.
    expect(link?.crossOrigin).toBe('anonymous');
  });

  it('falls back to English for nothing stored or a language the app does not have', () => {
    expect(run()?.getAttribute('href')).toBe('/locales/en.json');
    document.head.innerHTML = '';
    localStorage.setItem('language', '../admin');
    expect(run()?.getAttribute('href')).toBe('/locales/en.json');
  });
});
