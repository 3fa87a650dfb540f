import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('FAQ and knowledge base', () => {
  test('searches the FAQ, switches categories and opens an answer', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/faq', 'FAQ');

    await expect(pages.tab(/Applications/)).toHaveAttribute('aria-selected', 'true');
    await pages.tab(/Appointments/).click();
    await page.getByRole('button', { name: 'Can I have an appointment online?' }).click();
    await expect(page.getByText(/available by video call/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('photo');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: 'Should I include a photo on my CV?' }),
    ).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz-nothing');
    await expect(page.getByText('No questions match “zzzz-nothing”.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You still have a question?' })).toBeVisible();
  });

  test('finds a category, lists its questions and opens one with related questions', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/knowledge-base', 'Knowledge Base');

    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('vacancies');
    await expect(page.getByRole('link', { name: 'Getting Started' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Vacancies & Applications' }).click();

    await pages.expectHeading('Vacancies & Applications', 1);
    await page.getByRole('link', { name: 'How do I apply for a vacancy?' }).click();
    await pages.expectHeading('How do I apply for a vacancy?');
    await expect(page.getByText(/Last updated on/)).toBeVisible();
    await expect(page.getByText(/attach the documents it asks for/)).toBeVisible();
    await page.getByRole('link', { name: 'Which documents can I attach?' }).click();
    await pages.expectHeading('Which documents can I attach?');
  });
});
