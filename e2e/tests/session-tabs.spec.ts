import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { expect, EXPECTED_401, navigateInApp, watchErrors } from '../pages/session-checks.ts';
import { startSecondServer, type SecondServer } from '../second-server.ts';
import { apiLogin, DEMO_CANDIDATE, signInPage } from '../session.ts';
import { test } from '../fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('a real short token lifetime, two tabs', () => {
  const TTL_SECONDS = 3;
  let server: SecondServer;
  test.beforeAll(async () => {
    // Migrating and seeding a fresh database is slow on a busy machine.
    test.setTimeout(120_000);
    server = await startSecondServer({ ACCESS_TOKEN_TTL: String(TTL_SECONDS) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('both tabs act at once after the token expired: both succeed, the session survives', async ({
    page,
    problems,
  }) => {
    problems.allow(EXPECTED_401);
    const session = await apiLogin(page.request, 'candidate', DEMO_CANDIDATE, server.url);
    const { iat = 0, exp = 0 } = decodeJwt(session.accessToken);
    expect(exp - iat, 'the access-token lifetime').toBe(TTL_SECONDS);
    // Every refresh either tab makes: a refresh token presented twice would end the session.
    const presented: string[] = [];
    const refused: number[] = [];
    page.context().on('request', (req) => {
      if (req.url().endsWith('/api/v1/jwt/refresh-token')) {
        presented.push((req.postDataJSON() as { refreshToken: string }).refreshToken);
      }
    });
    page.context().on('response', (res) => {
      if (res.url().endsWith('/api/v1/jwt/refresh-token') && !res.ok()) refused.push(res.status());
    });

    const applications = (p: Page) => p.getByRole('table', { name: 'My Applications' });
    // The library's count shows once the documents have loaded.
    const documents = (p: Page) => p.getByText(/^\d+ of 20 documents$/);
    await signInPage(page, session);
    await page.goto(`${server.url}/portal/applications`);
    await expect(applications(page).getByRole('link').first()).toBeVisible();
    const second = await page.context().newPage();
    const errors = watchErrors(second);
    await second.goto(`${server.url}/portal/documents`);
    await expect(documents(second)).toBeVisible();

    // A slow network keeps one tab's refresh in flight while the other's 401 arrives: the
    // moment two tabs would present the same refresh token.
    await page.context().route('**/api/v1/jwt/refresh-token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });

    // Wait until the token both tabs hold has expired, then act in both at once.
    const held = await page.evaluate(() => localStorage.getItem('accessToken'));
    const expiresAt = (decodeJwt(held ?? '').exp ?? 0) * 1000;
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 500);
    await Promise.all([
      navigateInApp(page, '/portal/documents'),
      navigateInApp(second, '/portal/applications'),
    ]);
    await expect(documents(page)).toBeVisible();
    await expect(applications(second).getByRole('link').first()).toBeVisible();

    expect(presented.length).toBeGreaterThan(0);
    expect(new Set(presented).size, 'a refresh token presented twice').toBe(presented.length);
    expect(refused).toEqual([]);

    // The session lives on: a reload of either tab shows data, not the sign-in page.
    await second.reload();
    await expect(applications(second).getByRole('link').first()).toBeVisible();
    await page.reload();
    await expect(documents(page)).toBeVisible();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await second.close();
  });
});
