import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('profile and licence', () => {
  test('likes a post, votes in the poll and loads more posts', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/profile', 'Profile');
    await expect(page.getByRole('heading', { name: 'Helen Ashworth', level: 2 })).toBeVisible();

    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    const firstCount = await posts.count();
    expect(firstCount).toBeGreaterThan(0);
    const like = posts.nth(1).getByRole('button', { name: /^Like, \d+ likes$/ });
    const label = (await like.getAttribute('aria-label')) ?? '';
    const likes = Number(/(\d+)/.exec(label)?.[1]);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(
      posts.nth(1).getByRole('button', { name: `Like, ${likes + 1} likes` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await expect(page.getByTestId('poll-result-0')).toHaveText('64%');
    await page.getByRole('radio', { name: 'In-person appointments' }).check();
    await expect(page.getByTestId('poll-result-1')).toHaveText('37%');
    await expect(page.getByTestId('poll-result-0')).toHaveText('63%');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(posts).toHaveCount(firstCount * 2);

    await page.getByRole('button', { name: 'About' }).first().click();
    await expect(page.getByText('Manchester, United Kingdom')).toBeVisible();
  });

  test('shows the licence terms', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/license', 'License');
    await expect(page.getByRole('heading', { name: 'Licence agreement' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Access for employers/ })).toBeVisible();
  });
});
