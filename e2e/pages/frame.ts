import type { Locator, Page } from '@playwright/test';

/** The dashboard frame: menu, navbar, customizer, search, language switcher. */
export class Frame {
  readonly menu: Locator;
  readonly navbar: Locator;
  readonly html: Locator;

  constructor(readonly page: Page) {
    this.menu = page.locator('.main-menu').getByRole('navigation', { name: 'Main menu' });
    this.navbar = page.locator('header.header-navbar');
    this.html = page.locator('html');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.locator('#main-content').waitFor();
  }

  frame(): Locator {
    return this.page.locator('.app-frame');
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  async openCustomizer(): Promise<Locator> {
    await this.navbar.getByRole('button', { name: /Account menu of/ }).click();
    await this.page.getByRole('button', { name: 'Theme customizer' }).click();
    const panel = this.page.getByRole('dialog', { name: 'Theme customizer' });
    await panel.waitFor();
    return panel;
  }

  async closeCustomizer(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('dialog', { name: 'Theme customizer' }).waitFor({ state: 'hidden' });
  }

  async openSearch(): Promise<Locator> {
    await this.page.keyboard.press('Control+k');
    const dialog = this.page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').waitFor();
    return dialog;
  }

  async chooseLanguage(current: string, name: string): Promise<void> {
    await this.navbar.getByRole('button', { name: `Language: ${current}` }).click();
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}
