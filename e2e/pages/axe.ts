import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { Frame } from './frame.ts';

const require = createRequire(import.meta.url);

/*
 * axe audits of whole pages in light, dark and right to left (the page must bypass the CSP:
 * axe is injected by the test).
 */

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: string[]; failureSummary?: string }[];
  }[];
}

/** axe's serious and critical findings on the whole page: no rule disabled, no region left out. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} (${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''})`,
    );
}

/** Moves to a path inside the app without loading the page again (the router follows popstate). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('[aria-busy="true"], .spinner-border')).toHaveCount(0, {
    timeout: 20_000,
  });
  // Measure colours at rest, not halfway through the route's fade-in.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export type Mode = 'light' | 'dark' | 'rtl';

/** Switches skin and direction with the theme customizer, in the same page load. */
export async function switchTo(page: Page, mode: Mode): Promise<void> {
  const frame = new Frame(page);
  const panel = await frame.openCustomizer();
  const skin = mode === 'dark' ? 'Dark' : 'Light';
  await panel.getByRole('group', { name: 'Skin' }).getByLabel(skin, { exact: true }).check();
  const rtl = panel.getByLabel('Right to left');
  if (mode === 'rtl') await rtl.check();
  else await rtl.uncheck();
  await frame.closeCustomizer();
  await expect(frame.html).toHaveAttribute('data-bs-theme', mode === 'dark' ? 'dark' : 'light');
  await expect(frame.html).toHaveAttribute('dir', mode === 'rtl' ? 'rtl' : 'ltr');
}

/** Every path in light, dark and right to left; the findings per mode and path, or none. */
export async function auditAll(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const mode of ['light', 'dark', 'rtl'] as const) {
    await switchTo(page, mode);
    for (const path of paths) {
      await visit(page, path);
      for (const v of await seriousViolations(page)) findings.push(`${mode} ${path} ${v}`);
    }
  }
  return findings;
}
