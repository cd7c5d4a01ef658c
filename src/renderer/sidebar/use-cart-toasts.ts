import { useContext, useEffect, useRef } from 'react';
import { ToastContext } from '../../ui/toasts/toast-context';
import type { CartLine } from '../../booking/booking-state';
import { cartLineKey, cartLineName } from './sidebar-summary';

/** The spec's cart toast lifetime (D-57): a stated duration, so it wins over the kind's default (OPEN-51). */
export const CART_TOAST_MS = 3_000;

/** The toast group of the cart's changes: one toast for them all (issue 26). */
const CART_GROUP = 'cart';

/** Lines of `next` not in `prev` (added) and of `prev` not in `next` (removed), by offering and quote option. */
export function diffCart(prev: readonly CartLine[], next: readonly CartLine[]): { added: CartLine[]; removed: CartLine[] } {
  const before = new Set(prev.map(cartLineKey));
  const after = new Set(next.map(cartLineKey));
  return {
    added: next.filter((l) => !before.has(cartLineKey(l))),
    removed: prev.filter((l) => !after.has(cartLineKey(l))),
  };
}

/** The services added and removed while one cart toast is shown (names, in order). */
interface CartChanges {
  added: string[];
  removed: string[];
}

/** How the cart's words are made: one service by its name, several by their count. */
type CartMessage = (kind: 'added' | 'removed', name: string, count: number) => string;

/**
 * The one toast's text for the changes: for each of added and removed (in that order) that has any, the sentence for
 * its one service (by name) or for its count; the sentences joined by a space. Empty when nothing changed.
 */
function cartToastText(changes: CartChanges, message: CartMessage): string {
  const sentence = (kind: 'added' | 'removed', names: readonly string[]) => (names.length ? [message(kind, names[0]!, names.length)] : []);
  return [...sentence('added', changes.added), ...sentence('removed', changes.removed)].join(' ');
}

/**
 * Shows one 3-second toast for the services added to or removed from the cart while a flow step is shown (D-57),
 * whichever widget changed it: the layout watches the booking's cart and compares it with the previous one. Changes
 * that come while the toast is shown (several services at once, a free inspection added with them) collapse into it
 * and restart its 3 seconds ("3 services were added to your cart.", issue 26). Nothing is shown for the cart a step
 * starts with, or outside a toast provider.
 */
export function useCartToasts(cart: readonly CartLine[], message: CartMessage): void {
  const toasts = useContext(ToastContext);
  const previous = useRef(cart);
  const messageRef = useRef(message);
  messageRef.current = message;
  const changes = useRef<CartChanges>({ added: [], removed: [] });
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const prev = previous.current;
    previous.current = cart;
    if (prev === cart || !toasts) return;
    const { added, removed } = diffCart(prev, cart);
    if (!added.length && !removed.length) return;
    const now = changes.current;
    now.added.push(...added.map(cartLineName));
    now.removed.push(...removed.map(cartLineName));
    toasts.show({ kind: 'success', text: cartToastText(now, messageRef.current), durationMs: CART_TOAST_MS, group: CART_GROUP });
    clearTimeout(reset.current);
    reset.current = setTimeout(() => (changes.current = { added: [], removed: [] }), CART_TOAST_MS);
  }, [cart, toasts]);
  useEffect(() => () => clearTimeout(reset.current), []);
}
