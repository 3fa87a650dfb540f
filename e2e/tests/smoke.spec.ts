import { test, expect } from '../fixtures.ts';

test.describe('the built app', () => {
  test('loads in Chromium with no console error or failed request', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // Logged out, the home route sends to the sign-in page.
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('serves the app for a deep link and a JSON 404 for an unknown API path', async ({
    page,
    request,
  }) => {
    const deep = await page.goto('/careers/vacancies');
    expect(deep?.headers()['content-type']).toContain('text/html');
    const api = await request.get('/api/v1/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.stringContaining('not found') });
  });
});
