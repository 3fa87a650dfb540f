import { expect, test } from '../fixtures.ts';
import { cartCount, openScreen } from '../pages/biz-apps.ts';
import { loginAs } from '../session.ts';

test.describe('shop', () => {
  // Long journeys on a shared two-core machine: give them room.
  test.describe.configure({ timeout: 120_000 });

  test('browses, adds to cart and wishlist, and checks out in three steps', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/ecommerce/shop', 'Shop');
    const products = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(products).toHaveCount(9);
    const before = await cartCount(page);

    await page.getByLabel('Sort by', { exact: true }).selectOption('price-desc');
    await expect(products.first()).toContainText('$199.00');
    await page.getByLabel('Books', { exact: true }).check();
    await expect(products).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(products).toHaveCount(9);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByLabel('Search products', { exact: true }).fill('Microphone');
    await expect(products).toHaveCount(1);
    await page.getByRole('button', { name: 'Add USB Conference Microphone to wishlist' }).click();
    await expect(
      page.getByRole('button', { name: 'Remove USB Conference Microphone from wishlist' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add USB Conference Microphone to cart' }).click();
    await expect(page.getByText('USB Conference Microphone added to cart.')).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(before + 1);

    await page.getByRole('link', { name: 'View in cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(
      'USB Conference Microphone',
    );
    await page.getByLabel('Quantity of USB Conference Microphone', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByText('Enter a valid postcode.')).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill('Amara Lewis');
    await page.getByLabel('Mobile number', { exact: true }).fill('+44 7700 900123');
    await page.getByLabel('Flat, house number, street', { exact: true }).fill('12 College Road');
    await page.getByLabel('Town or city', { exact: true }).fill('Bristol');
    await page.getByLabel('Postcode', { exact: true }).fill('BS8 1TH');
    await page.getByLabel('Country', { exact: true }).fill('United Kingdom');
    await page.getByRole('button', { name: 'Deliver to this address' }).click();

    await expect(page.getByText('Amara Lewis, 12 College Road')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Enter a card number of 13 to 19 digits.')).toBeVisible();
    await page.getByLabel('Cash on delivery', { exact: true }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(0);
  });

  test('shows a product with colours and related products, and the wishlist', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/ecommerce/product-detail/1', 'Details');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Leather Interview Padfolio' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Green' }).click();
    await expect(page.getByRole('radio', { name: 'Green' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      page.getByRole('region', { name: 'Related products' }).getByRole('link').first(),
    ).toBeVisible();
    await openScreen(page, '/apps/ecommerce/wishlist', 'Wish List');
    await expect(page.getByRole('article')).toHaveCount(2);
  });
});
