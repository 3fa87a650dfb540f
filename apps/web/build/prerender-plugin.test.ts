// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  composePrerendered,
  deferStylesheets,
  prerenderedFile,
  prerenderGateScript,
  SESSION_ONLY,
} from './prerender-plugin.ts';

const INDEX = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

const gated = () => {
  // The script is written into the built index.html as is; run it as the browser would.
  new Function(prerenderGateScript())();
  return document.documentElement.getAttribute('data-prerendered');
};

afterEach(() => {
  document.documentElement.removeAttribute('data-prerendered');
  localStorage.clear();
});

describe('composePrerendered', () => {
  const html = composePrerendered(INDEX, '<form><p>$& $1</p><button>Sign in</button></form>', [
    '/assets/sign-in-x.css',
  ]);

  it('puts the screen’s markup in #root, inert, with the splash kept beside it', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.getElementById('root')!;
    const shown = root.querySelector('.prerendered')!;
    expect(shown.hasAttribute('inert')).toBe(true);
    expect(shown.querySelector('button')?.textContent).toBe('Sign in');
    expect(shown.querySelector('p')?.textContent).toBe('$& $1');
    expect(root.querySelector('.app-splash.prerendered-alt')).not.toBeNull();
  });

  it('links the screen’s stylesheet in the head, so it shows styled at once', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.head.querySelector('link[href="/assets/sign-in-x.css"]')).not.toBeNull();
  });

  it('leaves out the head scripts that only serve a session, and keeps the others', () => {
    const index = INDEX.replace(
      '</head>',
      '<script data-session-only>window.first = 1;</script>\n' +
        '<script data-session-only>window.preload = 2;</script>\n' +
        '<script>window.language = 3;</script>\n</head>',
    );
    const composed = composePrerendered(index, '<form></form>', []);
    expect(composed).not.toContain(SESSION_ONLY);
    expect(composed).not.toContain('window.first');
    expect(composed).not.toContain('window.preload');
    expect(composed).toContain('<script>window.language = 3;</script>');
  });

  it('names the document after the path', () => {
    expect(prerenderedFile('/login')).toBe('prerendered/login.html');
  });
});

describe('deferStylesheets', () => {
  // As beasties leaves the document: the rules inline in the head, the stylesheets at the end.
  const inlined = [
    '<html><head><style>.btn{color:red}</style></head><body><div id="root"></div>',
    '<link rel="stylesheet" crossorigin href="/assets/web-a.css">',
    '<link rel="stylesheet" crossorigin href="/assets/sign-in-b.css"></body></html>',
  ].join('');

  it('only preloads the stylesheets, from the head, for the app to apply', () => {
    const doc = new DOMParser().parseFromString(deferStylesheets(inlined), 'text/html');
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/web-a.css',
      '/assets/sign-in-b.css',
    ]);
    for (const link of preloads) {
      expect(link.getAttribute('as')).toBe('style');
      expect(link.getAttribute('crossorigin')).toBe('');
      expect(link.hasAttribute('data-deferred-style')).toBe(true);
    }
    // The inline rules stay, ahead of everything the app adds.
    expect(doc.head.querySelector('style')?.textContent).toBe('.btn{color:red}');
  });

  it('leaves a document without stylesheets as it was', () => {
    const plain = '<html><head><style>p{}</style></head><body></body></html>';
    expect(deferStylesheets(plain).replace(/\s+/g, '')).toBe(plain.replace(/\s+/g, ''));
  });
});

describe('the prerender gate in the document head', () => {
  it('leaves the markup for a visitor in English with the default look', () => {
    expect(gated()).toBeNull();
    localStorage.setItem('language', 'en');
    localStorage.setItem('skin', '"light"');
    expect(gated()).toBeNull();
  });

  it('gives a reader of the dark skin the dark colours from the first paint', () => {
    localStorage.setItem('skin', '"dark"');
    expect(gated()).toBe('off');
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    document.documentElement.removeAttribute('data-bs-theme');
  });

  it('turns it off for a session, another language, skin or direction', () => {
    for (const [key, value] of [
      ['accessToken', 'token'],
      ['language', 'fr'],
      ['skin', '"dark"'],
      ['direction', '"rtl"'],
    ] as const) {
      localStorage.clear();
      document.documentElement.removeAttribute('data-prerendered');
      localStorage.setItem(key, value);
      expect(gated(), key).toBe('off');
    }
  });
});
