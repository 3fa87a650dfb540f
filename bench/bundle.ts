import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './pages.ts';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, pgliteExtensions } from '../apps/server/src/db/pglite.ts';
import { startServerOn } from './lib.ts';

/**
 * What a browser downloads: JavaScript transferred (compressed, as sent) on the login page and on
 * a few screens, measured in Chromium against the production build. Budget: 120 KB on /login.
 */
export async function benchBundle(): Promise<void> {
  const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('\n## bundle: skipped, run `npm run build` first');
    return;
  }
  const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await database.migrate();
  const server = await startServerOn(database, { webDist: dist });
  const browser = await launchBrowser();
  console.log(
    '\n## JavaScript transferred per screen (compressed bytes, Chromium, production build)',
  );
  try {
    for (const route of ['/login', '/register', '/misc/coming-soon']) {
      const page = await browser.newPage();
      let js = 0;
      let files = 0;
      page.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => {
          if (request.resourceType() === 'script') {
            js += sizes.responseBodySize;
            files += 1;
          }
        });
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const kb = js / 1024;
      const budget = route === '/login' ? '   (budget 120 KB)' : '';
      console.log(`${route.padEnd(30)} ${kb.toFixed(1).padStart(7)} KB in ${files} files${budget}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.close();
  }
}
