// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providers } from '../../../core/test/render.tsx';
import type { ShopProduct } from '../../../fake-api/types.ts';
import { answer, http } from '../shared/api-test-kit.ts';
import { useShopActions } from './use-shop-actions.ts';

vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));
const toasts = vi.hoisted(() => ({ notify: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../core/ui/toasts.tsx', () => toasts);

const mug = { id: 3, name: 'Mug', isInCart: false, isInWishlist: true } as ShopProduct;
const calls = () => http.request.mock.calls.map(([c]) => `${c.method ?? 'GET'} ${c.url}`);

function actions() {
  return renderHook(() => useShopActions(), { wrapper: providers().Providers }).result.current;
}

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  http.request.mockImplementation(() => answer({}));
});

describe('useShopActions', () => {
  it('moves a product to the cart: adds it there, takes it off the wishlist, then says so', async () => {
    const { moveToCart } = actions();
    await act(() => moveToCart(mug));
    expect(calls()).toEqual(['POST /apps/ecommerce/cart', 'DELETE /apps/ecommerce/wishlist/3']);
    expect(toasts.notify).toHaveBeenCalledWith('success', 'Mug moved to cart.');
  });

  it('does not add a product again to the list it is already in', async () => {
    const { moveToWishlist } = actions();
    await act(() => moveToWishlist(mug));
    expect(calls()).toEqual(['DELETE /apps/ecommerce/cart/3']);
  });

  it('toggles: a product in the wishlist comes off it', async () => {
    actions().onWishlist(mug);
    await vi.waitFor(() => expect(toasts.notify).toHaveBeenCalled());
    expect(calls()).toEqual(['DELETE /apps/ecommerce/wishlist/3']);
  });
});
