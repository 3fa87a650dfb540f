import { expect as baseExpect, test } from '../fixtures.ts';
import { EmailApp } from '../pages/apps-email.ts';
import { loginAs } from '../session.ts';

// The sample apps load the sample-data API in the browser; a loaded two-core machine needs time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

test.describe('email app', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('stars and labels a mail, then finds it under Starred and the label', async ({ page }) => {
    const app = new EmailApp(page);
    await app.open();
    const subject = 'Placement visits for next term';
    await expect(app.starButton(subject)).toHaveAttribute('aria-pressed', 'false');
    await app.starButton(subject).click();
    await expect(app.starButton(subject)).toHaveAttribute('aria-pressed', 'true');

    await app.select(subject);
    await expect(page.getByText('Selected: 1')).toBeVisible();
    await app.toolbarMenu('Toggle label', 'Private');
    await expect(app.row(subject).getByRole('img', { name: 'Private' })).toBeVisible();

    await app.goTo('Starred');
    await expect(page).toHaveURL(/\/apps\/email\/starred$/);
    await expect(app.row(subject)).toBeVisible();
    await app.goTo('Private');
    await expect(page).toHaveURL(/\/apps\/email\/label\/private$/);
    await expect(app.row(subject)).toBeVisible();
    await expect(app.row('Thank you for a great careers fair')).toHaveCount(0);
  });

  test('selects all, moves the selection to spam and resets', async ({ page }) => {
    const app = new EmailApp(page);
    await app.open();
    await app.goTo('Sent');
    await expect(app.list.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Select all').check();
    await expect(page.getByText('Selected: 2')).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText('Select all')).toBeVisible();
    await app.select('Mock interview panel volunteers');
    await app.toolbarMenu('Move to folder', 'Spam');
    await expect(app.list.getByRole('listitem')).toHaveCount(1);
    await app.goTo('Spam');
    await expect(app.row('Mock interview panel volunteers')).toBeVisible();
  });

  test('opens a mail (marked read), shows attachments and pages to the next one', async ({
    page,
  }) => {
    const app = new EmailApp(page);
    await app.open();
    await expect(app.inboxCount()).toHaveText('5');
    await app
      .row('Assessment centre dates')
      .getByRole('button', { name: /Grace Lewis/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Assessment centre dates' }),
    ).toBeVisible();
    await expect(page.getByText('assessment-centre-guide.pdf')).toBeVisible();
    await expect(page.getByText('Attachments (2)')).toBeVisible();
    await expect(app.inboxCount()).toHaveText('4');
    await expect(page.getByRole('button', { name: 'Previous mail' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next mail' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Offer from Pennine Energy: advice please' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(app.list).toBeVisible();

    // The oldest inbox mail has no next one.
    await app
      .row('Summer internship: 12 places confirmed')
      .getByRole('button', { name: /Daniel/ })
      .click();
    await expect(page.getByRole('button', { name: 'Next mail' })).toBeDisabled();
    await expect(page.getByText('Replies (1)')).toHaveCount(0);
  });

  test('compose validates recipients and subject, then confirms with a toast', async ({ page }) => {
    const app = new EmailApp(page);
    await app.open();
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter at least one recipient.')).toBeVisible();
    await expect(dialog.getByText('Enter a subject.')).toBeVisible();
    await dialog.getByLabel('To', { exact: true }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Every address must be a valid email address.')).toBeVisible();
    await dialog.getByLabel('To', { exact: true }).fill('daniel.hughes@northgate.co.uk');
    await dialog.getByRole('button', { name: 'Cc', exact: true }).click();
    await dialog.getByLabel('Cc', { exact: true }).fill('placements@engineering.example.ac.uk');
    await dialog.getByLabel('Subject').fill('Internship advert is live');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The advert is now on the portal.');
    await dialog.getByLabel('Attach files').setInputFiles({
      name: 'advert.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2048),
    });
    await expect(dialog.getByText('advert.pdf')).toBeVisible();
    await expect(dialog.getByText('(2 KB)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('searches the folder', async ({ page }) => {
    const app = new EmailApp(page);
    await app.open();
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('pennine');
    await expect(app.list.getByRole('listitem')).toHaveCount(1);
    await expect(app.row('Offer from Pennine Energy: advice please')).toBeVisible();
  });
});
