import { test, expect } from '../fixtures.ts';
import { apiRegisterCandidate, signInPage } from '../session.ts';

test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 20_000 };

test('validation and server messages in the reader’s language; addresses stay left to right', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(/status of 400/);
  const candidate = await apiRegisterCandidate(request, 'Farah Fournier');
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await signInPage(page, candidate);
  await page.goto('/portal/profile');

  // A form's own check: French words for people, never the library's or the contract's English.
  const name = page.getByLabel('Nom complet');
  await expect(name).toHaveValue('Farah Fournier', SLOW);
  await name.fill('');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Saisissez votre nom.')).toBeVisible();
  await expect(page.getByText(/Too small|must be at least/)).toHaveCount(0);

  // A server refusal: its stable code shown in French (the server writes English).
  await page.getByLabel('Mot de passe actuel').fill('Not-My-Password-2026');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Brand-New-Secret-2026');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Brand-New-Secret-2026');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText("Votre mot de passe actuel n'est pas correct.")).toBeVisible(SLOW);

  // In a right-to-left page, the phone number is typed and read left to right.
  await page.evaluate(() => window.localStorage.setItem('direction', JSON.stringify('rtl')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', SLOW);
  const phone = page.getByLabel('Téléphone');
  await expect(phone).toBeVisible(SLOW);
  expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});
