import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard frame: menu, navbar, customizer, search, language switcher. */
export class Frame {
  readonly menu: Locator;
  readonly navbar: Locator;
  readonly html: Locator;

  constructor(readonly page: Page) {
    this.menu = page.locator('.main-menu nav.main-menu-content');
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
    await this.navbar.locator('.dropdown-user-link').click();
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

  /** Opens the language switcher, whose name reads e.g. "Language: EN" in the current language. */
  async chooseLanguage(current: string, name: string): Promise<void> {
    const toggle = this.navbar.locator('.dropdown-language > button');
    await expect(toggle).toContainText(current);
    await toggle.click();
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}
