import type { Locator, Page } from '@playwright/test';

/** The todo app: lists and tags, search and sort, the task list and the task panel. */
export class TodoApp {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/todo');
    await this.list.waitFor();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Tasks' });
  }

  get panel(): Locator {
    return this.page.getByRole('dialog');
  }

  row(title: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: title });
  }

  titles(): Promise<string[]> {
    return this.list.locator('.todo-title').allInnerTexts();
  }

  /** Opens a list or tag and waits until it is shown: a search typed earlier would be lost. */
  async goTo(link: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Task lists' })
      .getByRole('link', { name: link })
      .click();
    await this.page.getByRole('heading', { level: 2, name: link, exact: true }).waitFor();
  }
}
