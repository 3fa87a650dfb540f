import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

const MODALS = [
  'Share project',
  'Create app',
  'Add new card',
  'Edit user',
  'Two-factor authentication',
  'Refer and earn',
];

test.describe.configure({ timeout: 120_000 });

test.describe('modal examples', () => {
  test('opens each dialog from its card and closes it with Escape', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/modal-examples', 'Modal Examples');
    for (const name of MODALS) {
      await page.getByRole('button', { name: `Show ${name}` }).click();
      const dialog = pages.dialog(name);
      await expect(dialog).toBeVisible();
      // Escape is listened for once the dialog has taken the focus, a moment after it shows: a
      // key pressed before then went nowhere, and the dialog stayed open.
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('adds a valid card and walks the create-app wizard', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/modal-examples', 'Modal Examples');

    await page.getByRole('button', { name: 'Show Add new card' }).click();
    const card = pages.dialog('Add new card');
    await card.getByLabel('Card number').fill('4242 4242 4242 4241');
    await card.getByRole('button', { name: 'Submit' }).click();
    await expect(card.getByText('Enter a valid card number')).toBeVisible();
    await card.getByLabel('Card number').fill('4242424242424242');
    await card.getByLabel('Name on card').fill('Helen Ashworth');
    const yy = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await card.getByLabel('Expiry date').fill(`08${yy}`);
    await card.getByLabel('CVV code').fill('123');
    await card.getByRole('button', { name: 'Submit' }).click();
    await pages.expectToast('Card ending 4242 added');
    await expect(card).toBeHidden();

    await page.getByRole('button', { name: 'Show Create app' }).click();
    const wizard = pages.dialog('Create app');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('This field is required')).toBeVisible();
    await wizard.getByLabel('Application name').fill('Placement tracker');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Vue').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('SQLite').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Placement tracker')).toBeVisible();
    await expect(wizard.getByText('Vue')).toBeVisible();
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await pages.expectToast('App “Placement tracker” created');

    await page.getByRole('button', { name: 'Show Two-factor authentication' }).click();
    const twoFactor = pages.dialog('Two-factor authentication');
    await twoFactor.getByLabel(/SMS/).check();
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await twoFactor.getByLabel('Phone').fill('+44 7700 900123');
    await twoFactor.getByRole('button', { name: 'Send code' }).click();
    await pages.expectToast('Codes will be sent to +44 7700 900123');
  });
});
