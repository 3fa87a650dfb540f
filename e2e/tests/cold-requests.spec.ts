import {
  COMPILE_HINT,
  EAGER_COMPILE_MAX_BYTES,
} from '../../apps/web/build/compile-hints-plugin.ts';
import { FIRST_REQUESTS } from '../../apps/web/src/app/first-requests.ts';
import { requestKey } from '../../apps/web/src/core/http/first-answers.ts';
import { SCREEN_SAMPLE_AREAS } from '../../apps/web/build/frame-preload-plugin.ts';
import {
  HEAVY_LIBRARY_CHUNK,
  LOGIN_JS_BUDGET,
  MAX_COLD_REQUESTS,
  PAGE_SCREENS,
  SCREEN_JS_BUDGET,
} from '../../bench/page-screens.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { apiLogin, expiredAccessToken, signInPage, type Session } from '../session.ts';

/** The scripts a page asked for, each script's bytes as sent (compressed), and their sum. */
interface ScriptsSent {
  scripts: string[];
  sizes: { file: string; bytes: number }[];
  bytes: number;
}

/** The scripts a page asks for from now on, and their bytes as sent: read once the load is over. */
function scriptsSent(page: Page): () => Promise<ScriptsSent> {
  const scripts: string[] = [];
  const sizes: Promise<{ file: string; bytes: number }>[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'script') return;
    const file = new URL(r.url()).pathname;
    sizes.push(r.sizes().then((s) => ({ file, bytes: s.responseBodySize })));
  });
  return async () => {
    const sent = await Promise.all(sizes);
    return { scripts, sizes: sent, bytes: sent.reduce((sum, s) => sum + s.bytes, 0) };
  };
}

/**
 * The scripts a cold load of `path` asks for (a fresh context: an empty cache), signed in, until
 * the network is idle after `shown` is visible, and their compressed bytes.
 */
async function coldScripts(
  browser: Browser,
  session: Session,
  path: string,
  shown: string,
): Promise<ScriptsSent> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sent = scriptsSent(page);
    await signInPage(page, session);
    await page.goto(path);
    await expect(page.locator(shown).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return await sent();
  } finally {
    await context.close();
  }
}

// Counts, not times: a cold load of each measured screen (npm run bench pages) makes at most
// MAX_COLD_REQUESTS requests of any kind, counted until the network is idle after its data shows,
// so a later feature cannot quietly bring back the hundred-file waterfall (issue 17).
test.describe('a cold load', () => {
  const sessions = new Map<string, Session>();
  // One sign-in per role for the whole file.
  const sessionOf = async (request: APIRequestContext, role: 'admin' | 'candidate') => {
    const session = sessions.get(role) ?? (await apiLogin(request, role));
    sessions.set(role, session);
    return session;
  };

  for (const screen of PAGE_SCREENS.filter((s) => s.role)) {
    test(`of ${screen.path} makes at most ${MAX_COLD_REQUESTS} requests`, async ({
      browser,
      request,
    }) => {
      const role = screen.role!;
      const session = await sessionOf(request, role);
      // A fresh context: an empty cache, as a first visit has.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const requests: string[] = [];
        page.on('request', (r) => requests.push(`${r.resourceType()} ${r.url()}`));
        await signInPage(page, session);
        await page.goto(screen.path);
        // The screen's data shows (a figure, not the ellipsis it shows while loading).
        await expect(page.locator(screen.data).first()).toHaveText(/[^…\s]/);
        await page.waitForLoadState('networkidle');
        expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(MAX_COLD_REQUESTS);
        // Each file once: a file asked for again (a sprite revalidated by every row's <use>,
        // once) costs a round trip and grows with the rows drawn. The browser asks for the tab's
        // icon again when a screen changes its address in place (the calendar's week): a hashed
        // file, answered from its cache.
        const files = requests.filter((r) => !r.includes('/api/') && !r.includes('/favicon-'));
        expect(files, 'files asked for twice').toEqual([...new Set(files)]);
      } finally {
        await context.close();
      }
    });
  }

  // Every measured screen's JavaScript is within DESIGN's budget for a screen before its own
  // heavy libraries (charts, calendar), counted compressed until the network is idle.
  for (const screen of PAGE_SCREENS.filter((s) => s.role)) {
    test(`of ${screen.path} stays within ${SCREEN_JS_BUDGET / 1024} KB of its own JavaScript`, async ({
      browser,
      request,
    }) => {
      const session = await sessionOf(request, screen.role!);
      const { sizes, bytes } = await coldScripts(browser, session, screen.path, screen.data);
      const own = sizes.filter(({ file }) => !HEAVY_LIBRARY_CHUNK.test(file));
      const ownBytes = own.reduce((sum, s) => sum + s.bytes, 0);
      test.info().annotations.push({
        type: 'own JavaScript',
        description: `${(ownBytes / 1024).toFixed(1)} KB of ${(bytes / 1024).toFixed(1)} KB`,
      });
      const listed = sizes.map((s) => `${s.file} ${s.bytes}`).join('\n');
      expect(ownBytes, listed).toBeLessThanOrEqual(SCREEN_JS_BUDGET);
    });
  }

  // Chunks a screen has no use for: the form code (zod, react-hook-form) on a list that shows
  // records, and the template's sample API in a student's frame. A value list of the contracts
  // defined beside their schemas once brought the form code to every signed-in screen.
  for (const [path, role, unwanted] of [
    ['/careers/vacancies', 'admin', ['forms']],
    ['/portal/vacancies', 'candidate', ['forms', 'fake-api']],
  ] as const) {
    test(`of ${path} loads no ${unwanted.join(' or ')} chunk`, async ({ browser, request }) => {
      const session = await sessionOf(request, role);
      const { scripts } = await coldScripts(
        browser,
        session,
        path,
        'main a[href^="/portal/vacancies/"], main td a',
      );
      // A chunk is its name and an 8-character hash (`forms-demo-…` is another chunk).
      const loaded = scripts.filter((s) =>
        unwanted.some((name) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(s)),
      );
      expect(loaded, scripts.join('\n')).toEqual([]);
    });
  }

  // The template's measured screens load the sample API and the one area of it whose data they
  // show, both started by the document's head, side by side: asked for by the screen's first
  // call, the area's chunk was a round trip of script in front of the data.
  for (const screen of PAGE_SCREENS.filter((s) => SCREEN_SAMPLE_AREAS[s.path])) {
    const area = SCREEN_SAMPLE_AREAS[screen.path]!;
    test(`of ${screen.path} loads the sample API's ${area} area with the document`, async ({
      browser,
      request,
    }) => {
      const session = await sessionOf(request, 'admin');
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await signInPage(page, session);
        await page.goto(screen.path);
        await expect(page.locator(screen.data).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const timings = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
            file: new URL(r.name).pathname,
            start: r.startTime,
            end: r.responseEnd,
          })),
        );
        const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
        const sampleApi = timings.filter((t) => chunk('fake-api').test(t.file));
        const areas = timings.filter((t) => chunk('sample-[a-z]+').test(t.file));
        const files = timings.map((t) => t.file).join('\n');
        expect(sampleApi, files).toHaveLength(1);
        expect(
          areas.map((t) => t.file),
          files,
        ).toEqual([expect.stringMatching(chunk(`sample-${area}`))]);
        // Started before the sample API had arrived: by the head, not by the screen's call.
        expect(areas[0]!.start).toBeLessThan(sampleApi[0]!.end);
      } finally {
        await context.close();
      }
    });
  }

  // The first screen's calls leave with the document (its head sends them) and the app takes
  // those answers: each is asked for once, by the head's fetch, never again by the app.
  for (const [path, first] of Object.entries(FIRST_REQUESTS)) {
    test(`of ${path} asks for its first data once, from the document`, async ({
      browser,
      request,
    }) => {
      const session = await sessionOf(request, first.role);
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const calls: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith('/api/v1/') && r.method() === 'GET') {
            calls.push(`${r.resourceType()} ${requestKey(url.pathname + url.search)}`);
          }
        });
        await signInPage(page, session);
        await page.goto(path);
        await expect(page.locator('main').getByText(/\w/).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const url of first.urls) {
          const key = requestKey(url);
          expect(
            calls.filter((c) => c.endsWith(` ${key}`)),
            calls.join('\n'),
          ).toEqual([`fetch ${key}`]);
        }
      } finally {
        await context.close();
      }
    });
  }

  // Chunks compile as they stream in, off the main thread (build/compile-hints-plugin.ts): the
  // first load's, and a screen's own up to EAGER_COMPILE_MAX_BYTES; a larger library (ApexCharts'
  // core) compiles lazily, function by function. And the libraries are their production builds:
  // React Router's package exports give bundlers its development one, warnings on
  // (remix-run/react-router#14102), and the build takes the other (apps/web/vite.config.ts).
  test('compiles the frame’s and the screen’s chunks eagerly, a large library lazily, and ships no React Router developer warning', async ({
    browser,
    request,
  }) => {
    const session = await sessionOf(request, 'admin');
    const { scripts } = await coldScripts(
      browser,
      session,
      '/careers/dashboard',
      'main a[href^="/careers/vacancies/"]',
    );
    const warning = /No routes matched location|You rendered descendant <Routes>/;
    const hinted: string[] = [];
    const lazy: string[] = [];
    const warned: string[] = [];
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      const name = script.replace(/-[\w-]{8}\.js$/, '');
      if (code.startsWith(COMPILE_HINT)) hinted.push(name);
      else lazy.push(`${name} ${code.length > EAGER_COMPILE_MAX_BYTES ? 'large' : 'small'}`);
      if (warning.test(code)) warned.push(script);
    }
    for (const name of ['web', 'frame', 'data', 'careers', 'dashboard-page']) {
      expect(hinted, scripts.join('\n')).toContain(`/assets/${name}`);
    }
    expect(lazy).toContain('/assets/core.esm large');
    expect(lazy.filter((s) => s.endsWith(' small'))).toEqual([]);
    expect(warned, 'scripts with React Router’s developer warnings').toEqual([]);
  });

  test('with an expired access token refreshes once and asks for the list once more', async ({
    browser,
    request,
  }) => {
    const session = await apiLogin(request, 'admin');
    const expired = { ...session, accessToken: await expiredAccessToken(session) };
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/v1/applications' || url.pathname.endsWith('/refresh-token')) {
          calls.push(`${r.request().resourceType()} ${url.pathname} ${r.status()}`);
        }
      });
      await signInPage(page, expired);
      await page.goto('/careers/applications');
      await expect(page.locator('main td a[href^="/careers/applications/"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The document's call meets the expired token; the app refreshes at once and asks again
      // (the app's client sends by fetch too).
      expect(calls).toEqual([
        'fetch /api/v1/applications 401',
        'fetch /api/v1/jwt/refresh-token 200',
        'fetch /api/v1/applications 200',
      ]);
    } finally {
      await context.close();
    }
  });

  test('of the sign-in page stays the entry and its shared chunks, within the JavaScript budget', async ({
    page,
  }) => {
    const sent = scriptsSent(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scripts, bytes } = await sent();
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(5);
    // DESIGN's budget for the sign-in page: a screen's data layer or form code reached from the
    // route table (a menu badge did once) would break it.
    expect(bytes, scripts.join('\n')).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });
});
