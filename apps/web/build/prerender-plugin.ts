import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/core/auth/session-storage.ts';
import { DEFERRED_STYLE } from '../src/app/deferred-styles.ts';

/**
 * The screens whose markup the build writes into a document of their own (build/prerender.ts),
 * served for their path (apps/server/src/plugins/web.ts): the sign-in page, every visitor's way
 * in. The file name is the path's last part: `/login` → `prerendered/login.html`.
 */
export const PRERENDERED = ['/login'] as const;

/** Where a prerendered screen's document is written, under the build's folder. */
export function prerenderedFile(screenPath: string): string {
  return `prerendered/${screenPath.split('/').pop()}.html`;
}

/**
 * The attribute of a head script that only does anything for a session: it starts a signed-in
 * screen's chunks and first API calls (build/frame-preload-plugin.ts,
 * build/first-requests-plugin.ts). A prerendered document is a visitor's, and leaves them out.
 */
export const SESSION_ONLY = 'data-session-only';

/** The attribute the head script sets on <html> when the prerendered markup must not show. */
const OFF = 'data-prerendered';

/**
 * A classic script for the document's head: the prerendered markup is that of a visitor reading
 * in English with the default look. For anybody else (a session, another language, a stored skin
 * or direction) it marks the document, and the splash shows instead until the app renders. A
 * reader of the dark skin gets it from the first paint (the app's ThemeEffects keeps it after).
 */
export function prerenderGateScript(): string {
  return [
    '(function () {',
    '  var off;',
    '  try {',
    "    if (localStorage.getItem('skin') === '\"dark\"') {",
    "      document.documentElement.setAttribute('data-bs-theme', 'dark');",
    '    }',
    `    off = !!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)}) ||`,
    "      [null, 'en'].indexOf(localStorage.getItem('language')) < 0 ||",
    "      [null, '\"light\"'].indexOf(localStorage.getItem('skin')) < 0 ||",
    "      [null, '\"ltr\"'].indexOf(localStorage.getItem('direction')) < 0;",
    '  } catch (e) {',
    '    off = true;',
    '  }',
    `  if (off) document.documentElement.setAttribute(${JSON.stringify(OFF)}, 'off');`,
    '})();',
  ].join('\n');
}

/** What a prerendered document adds to the splash rules of index.html. */
const PRERENDER_STYLE = [
  '.app-splash.prerendered-alt{display:none}',
  `[${OFF}=off] .prerendered{display:none}`,
  `[${OFF}=off] .app-splash.prerendered-alt{display:grid}`,
].join('');

/**
 * The built index.html with a screen's markup in #root (inert: it is a picture of the form until
 * the app renders over it), the splash kept beside it for readers the markup is not for, and the
 * screen's stylesheets in the head so it shows styled as the document arrives.
 *
 * Without the SESSION_ONLY scripts: a visitor's browser would compile some 7 KB of them, and
 * read the session from storage, only to return, all before the parser reaches the form (at CPU
 * 4× the form painted some 10–15 % later with them, in two runs of 16 cold loads each). A
 * signed-in reader who opens the sign-in page is sent on by the app, whose router loads that
 * screen as on any move.
 */
export function composePrerendered(
  indexHtml: string,
  markup: string,
  stylesheets: readonly string[],
): string {
  // The splash (index.html) holds an svg and no other div: it ends at the first </div>.
  const splash = /<div class="app-splash"[\s\S]*?<\/div>/.exec(indexHtml)?.[0];
  if (!splash || !indexHtml.includes(`<div id="root">`)) {
    throw new Error('index.html has no #root with the splash in it');
  }
  const alternative = splash.replace('class="app-splash"', 'class="app-splash prerendered-alt"');
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ');
  const sessionOnly = new RegExp(`\\s*<script ${SESSION_ONLY}>[\\s\\S]*?</script>`, 'g');
  return (
    indexHtml
      .replace(sessionOnly, '')
      // A function, so a `$` in the markup is not read as a replacement pattern.
      .replace(splash, () => `<div class="prerendered" inert>${markup}</div>${alternative}`)
      .replace('</head>', `    ${links}\n    <style>${PRERENDER_STYLE}</style>\n  </head>`)
  );
}

/**
 * The prerendered document after beasties has put the rules its markup uses inline: the
 * stylesheets beasties moved to the end of the body are only preloaded from the head, and the app
 * applies them before its first render (src/app/deferred-styles.ts). Left in the body, they were
 * in by the time the parser reached them, and the first frame parsed, matched and laid out with
 * the whole stylesheet (some 256 KB) before the form showed. The inline rules are the form's:
 * until the app runs (it is inert) the page needs no other.
 */
export function deferStylesheets(html: string): string {
  const hrefs: string[] = [];
  const body = html.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g,
    (_link, href: string) => {
      hrefs.push(href);
      return '';
    },
  );
  const preloads = hrefs
    .map((href) => `<link rel="preload" as="style" crossorigin href="${href}" ${DEFERRED_STYLE}>`)
    .join('\n    ');
  return body.replace('</head>', `  ${preloads}\n  </head>`);
}

/** Puts prerenderGateScript in the built index.html (and so in every prerendered document). */
export function prerenderGatePlugin(): Plugin {
  return {
    name: 'careers-prerender-gate',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'script', children: prerenderGateScript(), injectTo: 'head-prepend' }];
    },
  };
}
