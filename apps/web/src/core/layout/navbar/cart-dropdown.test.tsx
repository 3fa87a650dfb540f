// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureFakeApi } from '../../http/fake-api-loader.ts';
import { http } from '../../http/http.ts';
import { render } from '../../test/render.tsx';
import { CartDropdown } from './cart-dropdown.tsx';

afterEach(cleanup);

// The sample API is a big module to load in jsdom: load it once before the tests time anything.
beforeAll(() => ensureFakeApi(http), 120_000);

// Counts the currency formats built: the first of a page is the costly one.
let currencyFormats = 0;
const RealNumberFormat = Intl.NumberFormat;
class CountingNumberFormat extends RealNumberFormat {
  constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
    super(locales, options);
    if (options?.style === 'currency') currencyFormats += 1;
  }
}
beforeAll(() => {
  Intl.NumberFormat = CountingNumberFormat as typeof Intl.NumberFormat;
});
afterAll(() => {
  Intl.NumberFormat = RealNumberFormat;
});

describe('CartDropdown', { timeout: 30_000 }, () => {
  it('counts the cart at once and formats its prices only when the menu opens', async () => {
    render(
      <ul>
        <CartDropdown />
      </ul>,
    );
    const badge = await screen.findByTestId('cart-count', undefined, { timeout: 15_000 });
    expect(Number(badge.textContent)).toBeGreaterThan(0);
    expect(currencyFormats).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: /cart/i }));
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(currencyFormats).toBeGreaterThan(0);
    expect(screen.getAllByText(/^\$[\d,]+\.\d\d$/).length).toBeGreaterThan(1);
  });
});
