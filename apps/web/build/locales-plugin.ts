import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One translation file per language at run time (/locales/<lng>.json), authored in pieces:
 * the frame's public/locales/<lng>.json plus every src/features/**\/locales/<lng>.json, deep-merged.
 * Areas own their keys, so engineers never edit the same file; a key defined twice fails the build.
 */
type Tree = { [key: string]: string | Tree };

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function findFragments(dir: string, lng: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'locales') {
        const file = path.join(full, `${lng}.json`);
        if (existsSync(file)) out.push(file);
      } else if (entry.name !== 'node_modules') {
        findFragments(full, lng, out);
      }
    }
  }
  return out.sort();
}

function mergeInto(target: Tree, source: Tree, file: string, trail: string[] = []): void {
  for (const [key, value] of Object.entries(source)) {
    const here = [...trail, key];
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : structuredClone(value);
    } else if (typeof existing === 'object' && typeof value === 'object') {
      mergeInto(existing, value, file, here);
    } else {
      throw new Error(`Translation key "${here.join('.')}" is defined twice (again in ${file})`);
    }
  }
}

/** The merged translations of one language. */
export function mergeLocale(lng: string, root = webRoot): Tree {
  const merged: Tree = {};
  const base = path.join(root, 'public', 'locales', `${lng}.json`);
  const files = [
    ...(existsSync(base) ? [base] : []),
    ...findFragments(path.join(root, 'src'), lng),
  ];
  for (const file of files) {
    mergeInto(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree, file);
  }
  return merged;
}

/** The languages that have a base file. */
export function localeLanguages(root = webRoot): string[] {
  const dir = path.join(root, 'public', 'locales');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/**
 * A classic script for the document's head, run as the document arrives, long before the scripts
 * have loaded and run. It fetches the reader's language file (the one the app keeps,
 * core/i18n/languages.ts) and parses it as it arrives, while the main thread waits for the
 * scripts; the app takes that answer (`window.__careersLocale`, core/i18n/i18n.ts) instead of
 * fetching and parsing the file in front of the first render.
 */
export function localePreloadScript(languages: string[], fallback = 'en'): string {
  return [
    '(function () {',
    `  var lng = ${JSON.stringify(fallback)};`,
    '  try {',
    "    var stored = localStorage.getItem('language');",
    `    if (${JSON.stringify(languages)}.indexOf(stored) >= 0) lng = stored;`,
    '  } catch (e) {}',
    "  if (typeof fetch === 'function') {",
    "    var data = fetch('/locales/' + lng + '.json', { credentials: 'same-origin' })",
    '      .then(function (res) {',
    "        if (!res.ok) throw new Error('HTTP ' + res.status);",
    '        return res.json();',
    '      });',
    '    data.catch(function () {});',
    '    window.__careersLocale = { lng: lng, data: data };',
    '  }',
    '})();',
  ].join('\n');
}

export function localesPlugin(): Plugin {
  return {
    name: 'careers-locales',
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          children: localePreloadScript(localeLanguages()),
          injectTo: 'head-prepend',
        },
      ];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/([a-z]{2})\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!match?.[1]) return next();
        try {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(mergeLocale(match[1])));
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      for (const lng of localeLanguages()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${lng}.json`,
          source: JSON.stringify(mergeLocale(lng)),
        });
      }
    },
  };
}
