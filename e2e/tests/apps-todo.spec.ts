import { expect as baseExpect, test } from '../fixtures.ts';
import { TodoApp } from '../pages/apps-todo.ts';
import { loginAs } from '../session.ts';

// The sample apps load the sample-data API in the browser; a loaded two-core machine needs time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

test.describe('todo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('adds, completes and deletes a task, then restores it from Deleted', async ({ page }) => {
    const app = new TodoApp(page);
    await app.open();
    const title = 'Book interview rooms for December';
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(app.panel.getByRole('heading', { name: 'Add task' })).toBeVisible();
    await app.panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(app.panel.getByText('Enter a title.')).toBeVisible();
    await app.panel.getByLabel('Title').fill(title);
    await app.panel.getByRole('button', { name: /Assignee/ }).click();
    await page.getByRole('button', { name: 'Priya Sharma' }).click();
    await app.panel.getByText('High', { exact: true }).click();
    await expect(app.panel.getByLabel('High')).toBeChecked();
    await app.panel.getByRole('switch', { name: 'Important' }).check();
    await app.panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(app.panel).toBeHidden();

    await expect(app.row(title)).toBeVisible();
    expect((await app.titles())[0]).toBe(title);
    await expect(app.row(title).getByRole('img', { name: 'Priya Sharma' })).toBeVisible();
    await expect(app.row(title).getByText('High')).toBeVisible();

    await app.goTo('Important');
    await expect(app.row(title)).toBeVisible();
    await app
      .row(title)
      .getByRole('checkbox', { name: `Completed: ${title}` })
      .check();
    await app.goTo('Completed');
    await expect(app.row(title)).toBeVisible();

    await app.row(title).getByRole('button', { name: title, exact: true }).click();
    await expect(app.panel.getByLabel('Title')).toHaveValue(title);
    await app.panel.getByRole('button', { name: 'Delete' }).click();
    await expect(app.row(title)).toHaveCount(0);
    await app.goTo('Deleted');
    await expect(app.row(title)).toBeVisible();
    await app
      .row(title)
      .getByRole('button', { name: `Restore ${title}` })
      .click();
    await expect(app.row(title)).toHaveCount(0);
    await app.goTo('My tasks');
    await expect(app.row(title)).toBeVisible();
  });

  test('edits a task, filters by tag, searches and sorts', async ({ page }) => {
    const app = new TodoApp(page);
    await app.open();
    await app
      .row('Renew job board subscription')
      .getByRole('button', { name: 'Renew job board subscription', exact: true })
      .click();
    await app.panel.getByLabel('Title').fill('Renew the job board subscription');
    await app.panel.getByText('Team', { exact: true }).click();
    await expect(app.panel.getByLabel('Team')).toBeChecked();
    await app.panel.getByRole('button', { name: 'Update' }).click();
    await expect(app.row('Renew the job board subscription')).toBeVisible();

    await app.goTo('Team');
    await expect(page).toHaveURL(/\/apps\/todo\/tag\/team$/);
    await expect(app.row('Renew the job board subscription')).toBeVisible();
    await expect(app.row('Draft employer feedback survey')).toHaveCount(0);

    await app.goTo('My tasks');
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('fair');
    await expect(app.list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('');

    await page.getByLabel('Sort by').selectOption('title-asc');
    await expect
      .poll(async () => (await app.titles())[0])
      .toBe('Call Meridian Bank about insight day numbers');
    await page.getByLabel('Sort by').selectOption('title-desc');
    await expect
      .poll(async () => (await app.titles())[0])
      .toBe('Write guide to assessment centres');
    await page.getByLabel('Sort by').selectOption('due-date');
    await expect
      .poll(async () => (await app.titles())[0])
      .toBe('Confirm stand allocations for the autumn careers fair');
  });

  test('reorders by drag and drop and by keyboard', async ({ page }) => {
    const app = new TodoApp(page);
    await app.open();
    const before = await app.titles();
    const [first, second, third] = before;
    await app.row(first!).dragTo(app.row(third!));
    await expect.poll(() => app.titles()).toEqual([second, third, first, ...before.slice(3)]);

    // Alt+ArrowUp on the moved task puts it back one place.
    await app.row(first!).getByRole('button', { name: first!, exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => app.titles()).toEqual([second, first, third, ...before.slice(3)]);
    await app
      .row(first!)
      .getByRole('button', { name: `Move up: ${first!}` })
      .click();
    await expect.poll(() => app.titles()).toEqual(before);
  });
});
