import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

test.describe('languages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('switching language fetches exactly one more locale file', async ({ page, request }) => {
    const locales: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/locales/')) locales.push(path);
    });
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await expect(frame.menuLink('Vacancies')).toBeVisible();
    await expect(frame.navbar.getByRole('button', { name: 'Language: EN' })).toBeVisible();
    expect(locales).toEqual(['/locales/en.json']);

    await frame.chooseLanguage('EN', 'Français');
    await expect(frame.menuLink('Offres')).toBeVisible();
    expect(locales).toEqual(['/locales/en.json', '/locales/fr.json']);
    await expect(frame.html).toHaveAttribute('lang', 'fr');

    await frame.chooseLanguage('FR', 'العربية');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    await expect(frame.menuLink('الوظائف الشاغرة')).toBeVisible();
    expect(locales).toEqual(['/locales/en.json', '/locales/fr.json', '/locales/ar.json']);

    // Back from Arabic: left to right again, and English is already loaded.
    await frame.chooseLanguage('AR', 'English');
    await expect(frame.html).toHaveAttribute('dir', 'ltr');
    await expect(frame.menuLink('Vacancies')).toBeVisible();
    expect(locales).toHaveLength(3);
  });

  test('a reload in German loads only de.json', async ({ page, request }) => {
    const locales: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/locales/')) locales.push(path);
    });
    await loginAs(page, request, 'admin');
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await expect(frame.menuLink('Stellenangebote')).toBeVisible();
    expect(locales).toEqual(['/locales/de.json']);
  });
});
