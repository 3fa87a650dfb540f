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

  test('an Arabic date reads right to left in a left-to-right layout too', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    // Arabic chosen, then the layout set back to left to right in the customiser.
    await page.addInitScript(() => {
      window.localStorage.setItem('language', 'ar');
      window.localStorage.setItem('direction', JSON.stringify('ltr'));
    });
    const frame = new Frame(page);
    await frame.open('/careers/applications');
    await expect(frame.html).toHaveAttribute('dir', 'ltr');
    const date = page.locator('#main-content tbody tr time').first();
    await expect(date).toBeVisible();
    // ICU's Arabic day, month and year carry right-to-left marks: read from the right, the day
    // comes first. On a left-to-right line they must not be reordered ("052026/12/").
    const places = await date.evaluate((el) => {
      const text = el.firstChild as Text;
      const value = text.data;
      const at = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        const box = range.getBoundingClientRect();
        return box.left + box.width / 2;
      };
      const digits = [...value.matchAll(/\p{Nd}+/gu)];
      const first = digits[0]!;
      const last = digits.at(-1)!;
      return {
        value,
        day: at(first.index, first.index + first[0].length),
        year: at(last.index, last.index + last[0].length),
      };
    });
    expect(places.value).toMatch(/\u200f/);
    expect(places.day, places.value).toBeGreaterThan(places.year);
  });
});

test.describe('directions', () => {
  test('a salary range keeps its order in a right-to-left layout', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    // English, with the layout set to right to left in the customiser.
    await page.addInitScript(() => {
      window.localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    const salary = page.locator('main .portal-vacancy-card li', { hasText: ' – ' }).first();
    await expect(salary).toBeVisible();
    // "£12.50 – £14.00 per hour": the lower amount is read first, so drawn on the left. A
    // right-to-left line reorders the amounts (only the words are strong).
    const places = await salary.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode() as Text;
      while (!text.data.includes('–')) text = walker.nextNode() as Text;
      const value = text.data;
      const at = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        const box = range.getBoundingClientRect();
        return box.left + box.width / 2;
      };
      const amounts = [...value.matchAll(/[\d.,]+/g)];
      const low = amounts[0]!;
      const high = amounts[1]!;
      return {
        value,
        low: at(low.index, low.index + low[0].length),
        high: at(high.index, high.index + high[0].length),
      };
    });
    expect(places.low, places.value).toBeLessThan(places.high);
  });

  test("a vacancy's description keeps its own direction in a right-to-left layout", async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'candidate');
    await page.addInitScript(() => {
      window.localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    await page.locator('main .portal-vacancy-card h2 a').first().click();
    const sentence = page.locator('main .rendered-markdown p', { hasText: /\.$/ }).first();
    await expect(sentence).toBeVisible();
    // An English sentence ends with its full stop after its last word, on the right (a
    // right-to-left line draws it on the left, before the sentence's words).
    const places = await sentence.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode() as Text;
      for (let next = walker.nextNode(); next; next = walker.nextNode()) text = next as Text;
      const at = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().left;
      };
      const word = /(\p{L}+)\.$/u.exec(text.data)!;
      return {
        text: text.data,
        word: at(word.index, word.index + word[1]!.length),
        stop: at(text.data.length - 1, text.data.length),
      };
    });
    expect(places.stop, places.text).toBeGreaterThan(places.word);
  });

  test('a long menu label is cut at its end in a right-to-left layout', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'candidate');
    await page.addInitScript(() => {
      window.localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    const label = page.locator('.main-menu .menu-title', {
      hasText: 'Interviews and appointments',
    });
    await expect(label).toBeVisible();
    // Too long for the menu: its first word shows (a right-to-left line would cut that instead,
    // "…s and appointments"), and the label stays beside its icon on the right.
    const places = await label.evaluate((el) => {
      const text = el.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const box = el.getBoundingClientRect();
      const icon = el.parentElement!.querySelector('.menu-icon')!.getBoundingClientRect();
      return {
        cut: el.scrollWidth > el.clientWidth,
        first: range.getBoundingClientRect().left,
        left: box.left,
        right: box.right,
        icon: icon.left,
      };
    });
    expect(places.cut).toBe(true);
    expect(places.first).toBeGreaterThanOrEqual(places.left - 1);
    expect(places.right).toBeLessThanOrEqual(places.icon + 1);
  });
});
