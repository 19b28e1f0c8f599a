import { checkoutApi } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { useEffect } from 'react';
import { api } from '../api/browser-api';
import { refreshQuote } from './cart-actions';
import { CART_KEY, getCart, refsOf, setCart } from './cart-store';

let switching: Promise<void> | null = null;

/**
 * Signed in: the device's guest lines go into the account's cart (POST /cart/merge keeps the larger
 * quantity, capped at the stock) and the device copy is deleted; from then on the server holds the cart.
 */
export function switchToServerCart(): Promise<void> {
  switching ??= (async () => {
    const guest = getCart().mode === 'guest' ? getCart().lines : [];
    try {
      const cart = guest.length ? await checkoutApi(api).mergeCart(refsOf(guest)) : await checkoutApi(api).cart();
      const { promoCode } = getCart();
      try {
        localStorage.removeItem(CART_KEY);
      } catch {
        // Nothing saved to delete.
      }
      setCart({ mode: 'server', lines: cart.items, promoCode });
      void refreshQuote();
    } catch (error) {
      // The device cart stays as it was; the next page load tries again.
      if (!isApiError(error) || error.status !== 401) console.warn('cart merge failed', error);
    } finally {
      switching = null;
    }
  })();
  return switching;
}

/** Signed out: back to the (now empty) device cart. */
function switchToGuestCart() {
  if (getCart().mode !== 'server') return;
  setCart({ mode: 'guest', lines: [], promoCode: null, quote: null });
}

/** Keeps the cart's owner in step with the session: rendered once, in the header. */
export function useCartOwner(userId: string | null) {
  useEffect(() => {
    if (userId) void switchToServerCart();
    else switchToGuestCart();
  }, [userId]);
}

/** The typed code is checked by the server; a valid one is kept and priced into the quote. */
export async function applyPromo(code: string): Promise<{ valid: boolean; message: string }> {
  const { lines } = getCart();
  const result = await checkoutApi(api).validatePromo(code, refsOf(lines));
  if (result.isValid) {
    setCart({ promoCode: result.code });
    await refreshQuote();
  }
  return { valid: result.isValid, message: result.message };
}

export function removePromo() {
  setCart({ promoCode: null });
  void refreshQuote();
}
