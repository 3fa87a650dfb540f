import type { Page } from '@playwright/test';

/** Opens a screen signed in and waits for its heading (screens load lazily). */
export async function openScreen(
  page: Page,
  path: string,
  heading: string | RegExp,
): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The navbar cart's item count, read from its accessible name ('Cart, items: 7'). */
export async function cartCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Cart, items: \d+$/ })
    .getAttribute('aria-label');
  return Number(/(\d+)$/.exec(label ?? '')?.[1] ?? NaN);
}
