import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

/**
 * Where the matches of `pattern` are drawn: the horizontal centre of each, in the first text node
 * inside `element` that has one (the text's own order against the order the line drew it in).
 */
async function drawnAt(element: Locator, pattern: RegExp) {
  return element.evaluate(
    (el, { source, flags }) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const matches = [...text.data.matchAll(new RegExp(source, flags))];
        if (matches.length === 0) continue;
        const places = matches.map((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const box = range.getBoundingClientRect();
          return box.left + box.width / 2;
        });
        return { text: text.data, places };
      }
      return { text: '', places: [] };
    },
    {
      source: pattern.source,
      flags: pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    },
  );
}

/** A student's vacancies in English, the layout set to right to left in the customiser. */
async function studentRightToLeft(page: Page, request: APIRequestContext): Promise<Frame> {
  await loginAs(page, request, 'candidate');
  await page.addInitScript(() => {
    window.localStorage.setItem('direction', JSON.stringify('rtl'));
  });
  const frame = new Frame(page);
  await frame.open('/portal/vacancies');
  await expect(frame.html).toHaveAttribute('dir', 'rtl');
  return frame;
}

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
    const { text, places } = await drawnAt(date, /\p{Nd}+/u);
    expect(text).toMatch(/\u200f/);
    // The day (first in the text) drawn right of the year (last).
    expect(places[0], text).toBeGreaterThan(places.at(-1)!);
  });
});

test.describe('directions', () => {
  test('a salary range keeps its order in a right-to-left layout', async ({ page, request }) => {
    await studentRightToLeft(page, request);
    const salary = page.locator('main .portal-vacancy-card li', { hasText: ' – ' }).first();
    await expect(salary).toBeVisible();
    // "£12.50 – £14.00 per hour": the lower amount is read first, so drawn on the left. A
    // right-to-left line reorders the amounts (only the words are strong).
    const { text, places } = await drawnAt(salary, /[\d.,]+/);
    expect(places[0], text).toBeLessThan(places[1]!);
  });

  test("a vacancy's description keeps its own direction in a right-to-left layout", async ({
    page,
    request,
  }) => {
    await studentRightToLeft(page, request);
    await page.locator('main .portal-vacancy-card h2 a').first().click();
    const sentence = page.locator('main .rendered-markdown p', { hasText: /\.$/ }).first();
    await expect(sentence).toBeVisible();
    // An English sentence ends with its full stop after its last word, on the right (a
    // right-to-left line draws it on the left, before the sentence's words).
    const { text, places } = await drawnAt(sentence, /\p{L}+(?=\.$)|\.$/u);
    const [word, stop] = places;
    expect(stop, text).toBeGreaterThan(word!);
  });

  test("the footer's lines keep their order in a right-to-left layout", async ({
    page,
    request,
  }) => {
    await studentRightToLeft(page, request);
    const lines = page.locator('footer.footer p > span');
    const [owner, made] = [lines.nth(0), lines.nth(1)];
    await expect(made).toBeVisible();
    const copyright = await drawnAt(owner, /©/);
    const name = await drawnAt(owner.locator('.fw-semibold'), /^University/);
    expect(copyright.text).toMatch(/^© \d{4}/);
    // "© 2026 University Careers Service", read left to right: the sign first.
    expect(copyright.places[0]!).toBeLessThan(name.places[0]!);
    // "Helping students into work ♥": the heart after the last word.
    const words = await drawnAt(made, /work/);
    const heart = await made.locator('svg').boundingBox();
    expect(heart!.x).toBeGreaterThan(words.places[0]!);
  });

  test('a long menu label is cut at its end in a right-to-left layout', async ({
    page,
    request,
  }) => {
    await studentRightToLeft(page, request);
    const label = page.locator('.main-menu .menu-title', {
      hasText: 'Interviews and appointments',
    });
    await expect(label).toBeVisible();
    // Too long for the menu: its first word shows (a right-to-left line would cut that instead,
    // "…s and appointments"), and the label stays beside its icon on the right.
    const { places } = await drawnAt(label, /^./u);
    const box = await label.evaluate((el) => {
      const { left, right } = el.getBoundingClientRect();
      const icon = el.parentElement!.querySelector('.menu-icon')!.getBoundingClientRect();
      return { cut: el.scrollWidth > el.clientWidth, left, right, icon: icon.left };
    });
    expect(box.cut).toBe(true);
    expect(places[0]).toBeGreaterThan(box.left);
    expect(box.right).toBeLessThanOrEqual(box.icon + 1);
  });

  test('the horizontal menu keeps each label beside its icon in a right-to-left layout', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await page.addInitScript(() => {
      window.localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    const panel = await frame.openCustomizer();
    await panel.getByLabel('Horizontal').check();
    await frame.closeCustomizer();
    const menu = page.locator('nav.horizontal-menu');
    await menu.getByRole('button', { name: 'Template showcase' }).click();
    // An English label on a right-to-left page keeps its own direction (dir="auto"), and still
    // sits beside its icon on the right, the group's arrow at the far (left) end.
    const group = menu.getByRole('button', { name: 'Dashboards' });
    await expect(group).toBeVisible();
    const label = group.locator('span[dir="auto"]');
    await expect(label).toHaveText('Dashboards');
    const boxes = await group.evaluate((el) => {
      const [icon, label, arrow] = [...el.children];
      // Where the words are drawn, not the label's box (which may stretch).
      const words = document.createRange();
      words.selectNodeContents(label!);
      return {
        icon: icon!.getBoundingClientRect(),
        text: words.getBoundingClientRect(),
        arrow: arrow!.getBoundingClientRect(),
      };
    });
    expect(boxes.text.right).toBeLessThanOrEqual(boxes.icon.left + 1);
    expect(boxes.icon.left - boxes.text.right).toBeLessThan(16);
    expect(boxes.arrow.right).toBeLessThan(boxes.text.left);
  });
});
