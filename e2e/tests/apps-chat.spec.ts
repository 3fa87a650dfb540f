import { expect as baseExpect, test } from '../fixtures.ts';
import { ChatApp } from '../pages/apps-chat.ts';
import { loginAs } from '../session.ts';

// The sample apps load the sample-data API in the browser; a loaded two-core machine needs time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

test.describe('chat app', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('opening a chat clears its unseen count; Enter sends a message', async ({ page }) => {
    const app = new ChatApp(page);
    await app.open();
    const amara = app.chats.getByRole('button', { name: /Amara Okafor/ });
    await expect(amara.getByLabel('2 unread messages')).toBeVisible();
    await amara.click();
    await expect(app.log('Amara Okafor')).toBeVisible();
    await expect(amara.getByLabel('2 unread messages')).toHaveCount(0);

    await app.send('See you at the CV clinic on Wednesday.');
    const log = app.log('Amara Okafor');
    await expect(log.getByText('See you at the CV clinic on Wednesday.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The log keeps the newest message in view.
    await expect(log.getByText('See you at the CV clinic on Wednesday.')).toBeInViewport();
    await expect(amara).toContainText('See you at the CV clinic on Wednesday.');
  });

  test('messaging a contact without a chat creates one', async ({ page }) => {
    const app = new ChatApp(page);
    await app.open();
    await expect(app.chats.getByRole('button', { name: /Sophie Turner/ })).toHaveCount(0);
    await app.contacts.getByRole('button', { name: /Sophie Turner/ }).click();
    await expect(app.log('Sophie Turner').getByText('No messages yet. Say hello!')).toBeVisible();
    await app.send('Could we fix a date for the analytics presentation?');
    await expect(
      app.log('Sophie Turner').getByText('Could we fix a date for the analytics presentation?'),
    ).toBeVisible();
    await expect(app.chats.getByRole('button', { name: /Sophie Turner/ })).toBeVisible();
  });

  test('searches contacts, edits the profile status and shows the contact profile', async ({
    page,
  }) => {
    const app = new ChatApp(page);
    await app.open();
    await page.getByRole('searchbox', { name: 'Search for contact…' }).fill('grace');
    await expect(app.contacts.getByRole('button')).toHaveCount(1);
    await expect(page.getByText('No chats found')).toBeVisible();

    await page.getByRole('button', { name: 'My profile' }).click();
    const profile = page.getByRole('dialog', { name: 'My profile' });
    await expect(profile.getByRole('radio', { name: 'Online' })).toBeChecked();
    await profile.getByRole('radio', { name: 'Away' }).check();
    await expect(profile.getByRole('img', { name: 'Away' })).toBeVisible();
    const notifications = profile.getByRole('switch', { name: 'Notifications' });
    await expect(notifications).not.toBeChecked();
    await notifications.check();
    await expect(notifications).toBeChecked();
    await expect(profile.getByRole('switch', { name: 'Two-step verification' })).toBeChecked();
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(profile).toBeHidden();

    await app.contacts.getByRole('button', { name: /Grace Lewis/ }).click();
    await page.getByRole('button', { name: 'Profile of Grace Lewis' }).click();
    const contact = page.getByRole('dialog', { name: 'Grace Lewis' });
    await expect(contact.getByText('Personal information')).toBeVisible();
    await expect(contact.getByText('Talent Acquisition, Meridian Bank').first()).toBeVisible();
  });
});
