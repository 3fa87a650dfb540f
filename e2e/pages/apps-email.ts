import type { Locator, Page } from '@playwright/test';

/** The email app: sidebar folders and labels, the list, the open mail and the compose dialog. */
export class EmailApp {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/email');
    await this.list.waitFor();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Mails' });
  }

  get folders(): Locator {
    return this.page.getByRole('navigation', { name: 'Folders' });
  }

  row(subject: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: subject });
  }

  starButton(subject: string): Locator {
    return this.page.getByRole('button', { name: `Star mail: ${subject}` });
  }

  select(subject: string): Promise<void> {
    return this.page.getByRole('checkbox', { name: `Select mail: ${subject}` }).check();
  }

  async toolbarMenu(name: 'Toggle label' | 'Move to folder', item: string): Promise<void> {
    await this.page
      .getByRole('toolbar', { name: 'Mail actions' })
      .getByRole('button', { name })
      .click();
    await this.page.getByRole('button', { name: item, exact: true }).click();
  }

  goTo(link: string): Promise<void> {
    return this.folders.getByRole('link', { name: link }).click();
  }

  inboxCount(): Locator {
    return this.folders.getByRole('link', { name: /Inbox/ }).getByLabel(/unread/);
  }
}
