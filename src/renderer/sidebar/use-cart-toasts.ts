import { useContext, useEffect, useRef } from 'react';
import { ToastContext } from '../../ui/toasts/toast-context';
import type { CartLine } from '../../booking/booking-state';
import { cartLineKey, cartLineName } from './sidebar-summary';

/** The spec's cart toast lifetime (D-57): a stated duration, so it wins over the kind's default (OPEN-51). */
export const CART_TOAST_MS = 3_000;

/** Lines of `next` not in `prev` (added) and of `prev` not in `next` (removed), by offering and quote option. */
export function diffCart(prev: readonly CartLine[], next: readonly CartLine[]): { added: CartLine[]; removed: CartLine[] } {
  const before = new Set(prev.map(cartLineKey));
  const after = new Set(next.map(cartLineKey));
  return {
    added: next.filter((l) => !before.has(cartLineKey(l))),
    removed: prev.filter((l) => !after.has(cartLineKey(l))),
  };
}

/**
 * Shows a 3-second toast for every service added to or removed from the cart while a flow step is shown
 * (D-57), whichever widget changed it: the layout watches the booking's cart and compares it with the
 * previous one. Nothing is shown for the cart a step starts with, or outside a toast provider.
 */
export function useCartToasts(cart: readonly CartLine[], message: (kind: 'added' | 'removed', name: string) => string): void {
  const toasts = useContext(ToastContext);
  const previous = useRef(cart);
  const messageRef = useRef(message);
  messageRef.current = message;
  useEffect(() => {
    const prev = previous.current;
    previous.current = cart;
    if (prev === cart || !toasts) return;
    const { added, removed } = diffCart(prev, cart);
    for (const line of removed) toasts.show({ kind: 'success', text: messageRef.current('removed', cartLineName(line)), durationMs: CART_TOAST_MS });
    for (const line of added) toasts.show({ kind: 'success', text: messageRef.current('added', cartLineName(line)), durationMs: CART_TOAST_MS });
  }, [cart, toasts]);
}
