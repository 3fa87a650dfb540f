import { test, expect } from '../fixtures.ts';
import { loginAs } from '../session.ts';

// The sign-in page's document carries the form's markup and the CSS it uses (build/prerender.ts):
// it shows as the document arrives, before any script, and the app then renders over it.

test.describe('the sign-in page before its scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the form, styled, from the document alone', async ({ page, problems }) => {
    // Without scripts the browser does not fetch the modules the document preloads.
    problems.allow(/\.js csp$/);
    await page.goto('/login');
    const form = page.locator('#root .prerendered form');
    await expect(form.locator('button[type="submit"]')).toHaveText('Sign in');
    await expect(form.locator('input[type="email"]')).toBeVisible();
    // Styled by the inlined rules: the theme's primary button, not the browser's grey one.
    const colours = await form.locator('button[type="submit"]').evaluate((el) => ({
      button: getComputedStyle(el).backgroundColor,
      primary: getComputedStyle(el).getPropertyValue('--bs-btn-bg').trim(),
    }));
    expect(colours.primary).not.toBe('');
    expect(colours.button).not.toMatch(/^rgba?\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
    // A picture of the form until the app runs: nothing in it can be used.
    await expect(page.locator('#root .prerendered')).toHaveAttribute('inert', '');
    // Drawn with those rules alone: the app's stylesheets are fetched, not applied, until it runs.
    const sheets = await page.evaluate(() => ({
      applied: [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean),
      preloaded: [...document.querySelectorAll('link[rel="preload"][as="style"]')].map((link) =>
        link.getAttribute('href'),
      ),
    }));
    expect(sheets.applied).toEqual([]);
    expect(sheets.preloaded).toContainEqual(expect.stringMatching(/^\/assets\/web-[\w-]+\.css$/));
  });
});

test.describe('the sign-in page', () => {
  test('its document leaves out the head scripts that only serve a session', async ({
    request,
  }) => {
    // They start a signed-in screen's chunks and API calls; a visitor would only compile them.
    const sessionOnly = /<script data-session-only>/g;
    const app = await (await request.get('/careers/dashboard')).text();
    expect(app.match(sessionOnly)).toHaveLength(2);
    const signIn = await (await request.get('/login')).text();
    expect(signIn).toContain('class="prerendered" inert');
    expect(signIn).not.toMatch(sessionOnly);
    // The scripts it keeps: the language file's fetch and the prerender gate.
    expect(signIn).toContain("fetch('/locales/'");
    expect(signIn).toContain('data-prerendered');
  });

  test('the app renders over the prerendered form, which then works', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#root .prerendered')).toHaveCount(0);
    // With the app, its stylesheets: the ones the document only preloaded are applied.
    const applied = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.href ?? ''),
    );
    const web = applied.findIndex((href) => /\/assets\/web-[\w-]+\.css$/.test(href));
    const signIn = applied.map((href) => /\/assets\/sign-in-[\w-]+\.css$/.test(href));
    expect(web).toBeGreaterThanOrEqual(0);
    // In index.html's cascade: the frame's rules first, the screen's after them.
    expect(signIn.lastIndexOf(true)).toBeGreaterThan(web);
    await page.getByLabel('Email').fill('candidate@careers.demo');
    await page.getByLabel('Password', { exact: true }).fill('CareersStudent2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/portal/);
  });

  test('a reader in another language sees the splash, not the English form', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    // The app's entry is held back, so what shows is the document's own choice.
    problems.allow(/assets\/index-/);
    problems.allow(/net::ERR_FAILED/);
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('#root .prerendered')).toBeHidden();
    await expect(page.locator('#root .app-splash')).toBeVisible();
  });
});

test.describe('a signed-in screen', () => {
  test('paints the screen and its data first; the menu and navbar fill in a frame later, in place', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    // Watches each frame from the first script on: the frame in which the screen's first row,
    // the menu's column, its first link and the navbar's buttons were first in the page (and
    // the navbar's height then).
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      const heights: number[] = [];
      let frame = 0;
      const look = () => {
        const mark = (name: string, selector: string) => {
          if (seen[name] === undefined && document.querySelector(selector)) seen[name] = frame;
        };
        mark('row', '#main-content tbody tr');
        mark('column', '.main-menu .navbar-header');
        mark('link', '.main-menu .navigation a');
        mark('buttons', '.header-navbar .navbar-nav button');
        const bar = document.querySelector('.header-navbar');
        if (bar) heights.push(bar.getBoundingClientRect().height);
      };
      const tick = () => {
        look();
        frame += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      (window as { __drawn?: unknown }).__drawn = { seen, heights };
    });
    await page.goto('/careers/applications');
    await expect(page.locator('.main-menu .navigation a').first()).toBeVisible();
    await expect(
      page.locator('.header-navbar').getByRole('button', { name: 'Search' }),
    ).toBeVisible();
    const { seen, heights } = await page.evaluate(
      () => (window as { __drawn?: { seen: Record<string, number>; heights: number[] } }).__drawn!,
    );
    expect(seen.row).toBeDefined();
    // The menu's column and the navbar's bar come with the screen; their contents a frame after.
    expect(seen.column).toBeLessThanOrEqual(seen.row!);
    expect(seen.link).toBeGreaterThan(seen.column!);
    expect(seen.buttons).toBeGreaterThan(seen.column!);
    // Filling in moves nothing: the navbar is as tall empty as full.
    expect(new Set(heights.map(Math.round)).size).toBe(1);
  });
});
