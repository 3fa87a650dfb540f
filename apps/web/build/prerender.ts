/**
 * After `vite build`: renders each PRERENDERED screen with the app's own components (through
 * Vite's SSR loader, src/prerender/render-screen.tsx) and writes its document beside index.html,
 * with the CSS it uses inline (beasties), compressed like the rest of the build. The server sends
 * it for that path: the sign-in form shows as the document arrives, before any script has loaded.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { createServer } from 'vite';
import {
  composePrerendered,
  deferStylesheets,
  PRERENDERED,
  prerenderedFile,
} from './prerender-plugin.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

// The sign-in page's own stylesheet (chunk `sign-in`, build/chunk-groups.ts).
const stylesheets = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /^sign-in-[\w-]+\.css$/.test(name))
  .map((name) => `/assets/${name}`);
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const english: unknown = JSON.parse(readFileSync(path.join(dist, 'locales', 'en.json'), 'utf8'));

// The rules the screen's markup uses go inline in the head; the stylesheets are only preloaded
// (deferStylesheets), and the app applies them: the screen paints as the document arrives
// instead of waiting for the whole stylesheet. No inline script is added, so the content
// security policy's script hashes (taken from index.html) still cover the page.
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  noscriptFallback: false,
  pruneSource: false,
  reduceInlineStyles: false,
  fonts: false,
  logLevel: 'warn',
});

const vite = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { renderScreen } = (await vite.ssrLoadModule('/src/prerender/render-screen.tsx')) as {
    renderScreen: (location: string, translation: unknown) => Promise<string>;
  };
  for (const screen of PRERENDERED) {
    const html = deferStylesheets(
      await beasties.process(
        composePrerendered(indexHtml, await renderScreen(screen, english), stylesheets),
      ),
    );
    const file = path.join(dist, prerenderedFile(screen));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    // The build's own report line, as vite prints its files.
    // eslint-disable-next-line no-console
    console.log(`prerendered ${screen} → ${path.relative(root, file)} (${html.length} B)`);
  }
} finally {
  await vite.close();
}
