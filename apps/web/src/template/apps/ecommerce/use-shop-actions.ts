import { useTranslation } from 'react-i18next';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ShopProduct } from '../../../fake-api/types.ts';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from './ecommerce.api.ts';

/** Puts a product in or out of the wishlist and the cart, with a toast once the server agrees. */
export function useShopActions() {
  const { t } = useTranslation();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  return {
    onWishlist: (p: ShopProduct) =>
      void (p.isInWishlist ? removeFromWishlist(p.id) : addToWishlist(p.id)).unwrap().then(() =>
        notify(
          'success',
          t(p.isInWishlist ? 'shopApp.removedWishlist' : 'shopApp.addedWishlist', {
            name: p.name,
          }),
        ),
      ),
    onCart: (p: ShopProduct) =>
      void (p.isInCart ? removeFromCart(p.id) : addToCart(p.id))
        .unwrap()
        .then(() =>
          notify(
            'success',
            t(p.isInCart ? 'shopApp.removedCart' : 'shopApp.addedCart', { name: p.name }),
          ),
        ),
  };
}
