import type { Locator, Page } from '@playwright/test';

/** The chat app: chats and contacts, the open conversation and the two profile panels. */
export class ChatApp {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/chat');
    await this.chats.waitFor();
  }

  get chats(): Locator {
    return this.page.getByRole('list', { name: 'Chats' });
  }

  get contacts(): Locator {
    return this.page.getByRole('list', { name: 'Contacts' });
  }

  log(name: string): Locator {
    return this.page.getByRole('log', { name: `Messages with ${name}` });
  }

  async send(text: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: 'Message' });
    await input.fill(text);
    await input.press('Enter');
  }
}
