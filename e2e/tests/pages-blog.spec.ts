import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('blog', () => {
  test('pages the list, filters by category and searches', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/blog/list', 'List');

    const cards = page.locator('.blog-card');
    await expect(cards).toHaveCount(4);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards).toHaveCount(2);

    const placements = page.getByRole('button', { name: 'Placements' });
    await placements.click();
    await expect(placements).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('A placement year changed my career');

    await placements.click();
    await expect(placements).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(4);
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('assessment');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link', { name: /Read more/ }).click();
    await pages.expectHeading('What happens at an assessment centre?');
  });

  test('adds a comment to a post', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/blog/detail/1', 'Detail');

    const comments = page.getByRole('list', { name: 'Comments' });
    // Counted once the post's comments are in (the first post has some): counted before, the
    // list was empty and the new comment came second.
    await expect(comments.getByRole('listitem').first()).toBeVisible();
    const before = await comments.getByRole('listitem').count();
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await form.getByLabel('Comment').fill('Really useful, thank you!');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await pages.expectToast('Your comment has been added');
    await expect(comments.getByRole('listitem')).toHaveCount(before + 1);
    await expect(comments.getByText('Really useful, thank you!')).toBeVisible();
    await expect(form.getByLabel('Comment')).toHaveValue('');
  });

  test('edits a post: slug follows the title, save shows on the post', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/blog/edit/2', 'Edit');

    const form = page.getByRole('form', { name: 'Edit post' });
    await form.getByLabel('Title').fill('Assessment centres explained');
    await expect(form.getByLabel('Slug')).toHaveValue('assessment-centres-explained');
    await form.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type(' Bring a watch.');
    await form.getByLabel('Status').selectOption('Draft');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await pages.expectToast('The post has been saved');

    await page.getByRole('link', { name: 'View post' }).click();
    await pages.expectHeading('Assessment centres explained');
    await expect(page.getByText(/Bring a watch\./)).toBeVisible();
  });
});
