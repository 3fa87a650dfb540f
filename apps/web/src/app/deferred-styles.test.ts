// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, DEFERRED_STYLE } from './deferred-styles.ts';

const preload = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.setAttribute('crossorigin', '');
  link.setAttribute(DEFERRED_STYLE, '');
  link.setAttribute('href', href);
  document.head.append(link);
};

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** Whether the promise has settled by the time queued callbacks have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyDeferredStyles', () => {
  it('applies each preloaded stylesheet, as preloaded, and settles when all have loaded', async () => {
    preload('/assets/web-a.css');
    preload('/assets/sign-in-b.css');
    const applied = applyDeferredStyles();
    const [web, signIn] = sheets();
    expect(web?.getAttribute('href')).toBe('/assets/web-a.css');
    expect(signIn?.getAttribute('href')).toBe('/assets/sign-in-b.css');
    // The preload's mode: the response already fetched serves the stylesheet.
    expect(web?.getAttribute('crossorigin')).toBe('');
    expect(await settled(applied)).toBe(false);
    web!.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(false);
    // A stylesheet that fails does not hold the app back.
    signIn!.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('applies them once', async () => {
    preload('/assets/web-a.css');
    void applyDeferredStyles();
    expect(await settled(applyDeferredStyles())).toBe(true);
    expect(sheets()).toHaveLength(1);
  });

  it('puts them before what the chunks’ loader added, and leaves one it has applied', async () => {
    preload('/assets/web-a.css');
    preload('/assets/sign-in-b.css');
    // The loader applies a screen's stylesheet by its full address, at the end of the head.
    const loader = document.createElement('link');
    loader.rel = 'stylesheet';
    loader.href = new URL('/assets/sign-in-b.css', document.baseURI).href;
    document.head.append(loader);
    const applied = applyDeferredStyles();
    // The frame's rules first, the screen's after them: the cascade of index.html.
    expect(sheets().map((sheet) => new URL(sheet.href).pathname)).toEqual([
      '/assets/web-a.css',
      '/assets/sign-in-b.css',
    ]);
    expect(sheets()[1]).toBe(loader);
    sheets()[0]!.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('settles at once in a document that defers none', async () => {
    const other = document.createElement('link');
    other.rel = 'preload';
    other.setAttribute('as', 'style');
    other.href = '/assets/careers-c.css';
    document.head.append(other);
    expect(await settled(applyDeferredStyles())).toBe(true);
    expect(sheets()).toHaveLength(0);
  });
});
