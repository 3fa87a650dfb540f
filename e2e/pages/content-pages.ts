import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Shared steps for the /pages/* content screens. */
export class ContentPages {
  constructor(readonly page: Page) {}

  /**
   * Opens a path and waits for its title row. The first load parses the app, the screen's chunk
   * and the fake API; on a busy two-core machine that can take far longer than one expect.
   */
  async open(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 60_000,
    });
  }

  /** After a client-side navigation: the next screen's chunk may still be on its way. */
  async expectHeading(name: string | RegExp, level?: number): Promise<void> {
    await expect(this.page.getByRole('heading', { name, level })).toBeVisible({ timeout: 30_000 });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify').getByText(text);
  }

  async expectToast(text: string | RegExp): Promise<void> {
    // The toast library is its own chunk, fetched with the first toast.
    await expect(this.toast(text).first()).toBeVisible({ timeout: 20_000 });
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
