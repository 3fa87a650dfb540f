import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('account settings', () => {
  test('validates and saves every tab, keeping the values for the session', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/account-settings', 'Account Settings');

    // General: a bad email is refused, then a valid change is saved.
    const general = page.getByRole('form', { name: 'General' });
    await expect(general.getByLabel('Username')).toHaveValue('helen.ashworth');
    await general.getByLabel('Email').fill('not-an-email');
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(general.getByText('Enter a valid email address')).toBeVisible();
    await general.getByLabel('Email').fill('helen.a@careers.example.ac.uk');
    await general.getByLabel('Company').fill('Careers and Employability');
    await general.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('Your changes have been saved');

    // Change password.
    await pages.tab('Change password').click();
    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Old-Password-1');
    await password.getByLabel('New password', { exact: true }).fill('short');
    await password.getByRole('button', { name: 'Save changes' }).click();
    await expect(password.getByText('Password must be at least 10 characters')).toBeVisible();
    await password.getByLabel('New password', { exact: true }).fill('Tangerine-Orbit-42');
    await password.getByLabel('Confirm new password').fill('Tangerine-Orbit-42');
    await password.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('Your password has been changed');

    // Information.
    await pages.tab('Information').click();
    const info = page.getByRole('form', { name: 'Information' });
    await info.getByLabel('Birth date').fill('1980-06-01');
    await info.getByLabel('Country').selectOption('Ireland');
    await info.getByLabel('Phone').fill('+353 1 555 0100');
    await info.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('Your changes have been saved');

    // Social: links and a connection.
    await pages.tab('Social').click();
    const social = page.getByRole('form', { name: 'Social links' });
    await social.getByLabel('Facebook').fill('https://facebook.com/careers');
    await social.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('Your changes have been saved');
    await page.getByRole('button', { name: 'Connect to GitHub' }).click();
    await pages.expectToast('GitHub connected');
    await expect(page.getByRole('button', { name: 'Disconnect from GitHub' })).toBeVisible();

    // Notifications.
    await pages.tab('Notifications').click();
    const notifications = page.getByRole('form', { name: 'Notifications' });
    await expect(notifications.getByRole('switch')).toHaveCount(6);
    await notifications.getByLabel('Someone follows me').check();
    await notifications.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('Your changes have been saved');

    // Away and back (client-side): the saved values are still there.
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await pages.expectHeading('Pricing', 1);
    await page.goBack();
    await expect(page.getByRole('form', { name: 'General' }).getByLabel('Company')).toHaveValue(
      'Careers and Employability',
    );
    await pages.tab('Information').click();
    await expect(page.getByRole('form', { name: 'Information' }).getByLabel('Country')).toHaveValue(
      'Ireland',
    );
    await pages.tab('Notifications').click();
    await expect(page.getByLabel('Someone follows me')).toBeChecked();
  });
});
