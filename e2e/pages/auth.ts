import { expect, type Page } from '@playwright/test';

/** The real sign-in page (/login) and the account menu. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async login(email: string, password: string, choose?: 'admin' | 'candidate') {
    await this.page.goto('/login');
    await this.signIn(email, password, choose);
  }

  /**
   * One sign-in form, no role: the server finds the account. `choose` answers the question the
   * page asks when the address holds several accounts this password opens.
   */
  async signIn(email: string, password: string, choose?: 'admin' | 'candidate') {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: /^Sign in/ }).click();
    if (choose) {
      await expect(this.page.getByRole('heading', { name: 'Which account?' })).toBeVisible();
      await this.page
        .getByRole('button', { name: choose === 'admin' ? /Careers staff/ : /Student or graduate/ })
        .click();
    }
  }

  async register(fullName: string, email: string, password: string) {
    await this.page.goto('/register');
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async logout(name: string) {
    // The account menu is named by the visible name and role ("Uma Interface Candidate").
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page.getByRole('button', { name: new RegExp(`^${escaped}`) }).click();
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }

  storedSession() {
    return this.page.evaluate(() => ({
      userData: localStorage.getItem('userData'),
      accessToken: localStorage.getItem('accessToken'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
  }
}
