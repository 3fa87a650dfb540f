import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ShopProduct } from '../../../fake-api/types.ts';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from './ecommerce.api.ts';

/**
 * Puts a product in or out of the wishlist and the cart, or moves it from one to the other, with
 * a toast once the server agrees. The cached lists follow the server (ecommerce.api.ts).
 */
export function useShopActions() {
  const { t } = useTranslation();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const done = (key: string, p: ShopProduct) => void notify('success', t(key, { name: p.name }));
  return {
    onWishlist: (p: ShopProduct) =>
      void (p.isInWishlist ? removeFromWishlist(p.id) : addToWishlist(p.id))
        .unwrap()
        .then(() => done(p.isInWishlist ? 'shopApp.removedWishlist' : 'shopApp.addedWishlist', p)),
    onCart: (p: ShopProduct) =>
      void (p.isInCart ? removeFromCart(p.id) : addToCart(p.id))
        .unwrap()
        .then(() => done(p.isInCart ? 'shopApp.removedCart' : 'shopApp.addedCart', p)),
    removeFromWishlist: async (p: ShopProduct) => {
      await removeFromWishlist(p.id).unwrap();
      done('shopApp.removedWishlist', p);
    },
    removeFromCart: async (p: ShopProduct) => {
      await removeFromCart(p.id).unwrap();
      done('shopApp.removedCart', p);
    },
    moveToCart: async (p: ShopProduct) => {
      if (!p.isInCart) await addToCart(p.id).unwrap();
      await removeFromWishlist(p.id).unwrap();
      done('shopApp.movedToCart', p);
    },
    moveToWishlist: async (p: ShopProduct) => {
      if (!p.isInWishlist) await addToWishlist(p.id).unwrap();
      await removeFromCart(p.id).unwrap();
      done('shopApp.movedToWishlist', p);
    },
  };
}
