import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

const require = createRequire(import.meta.url);

// The app's CSP forbids inline scripts; axe is injected by the test, so the page lets it run.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const skin of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on the frame in the ${skin} skin`, async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await page.addInitScript((s) => window.localStorage.setItem('skin', JSON.stringify(s)), skin);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const frame = new Frame(page);
    await frame.open('/access-control');
    await expect(frame.html).toHaveAttribute('data-bs-theme', skin);
    await expect(page.getByRole('table', { name: 'Your ability rules' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The open search dialog and a misc page, too.
    await frame.openSearch();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('option').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/misc/coming-soon');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
