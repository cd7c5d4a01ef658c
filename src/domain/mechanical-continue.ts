import type { CartMessageKey } from './cart-messages';
import { dollarsToCents } from './money';
import type { SelectableOffering } from './service-types';
import { servicesSubtotalCents } from './services-subtotal';

/** What the mechanical Continue check needs besides the cart. */
export interface MechanicalContinueOptions {
  /** minimum_appointment_amount_dollars of the provider; missing or 0 means no minimum. */
  minimumAppointmentAmountDollars?: number | null;
  /** The referrer code; package lines count at 80 % with one (D-15). */
  referrerCode?: string | null;
  /** Tells a recall service (D-18); default: `is_recall === true`. */
  isRecall?: (item: SelectableOffering) => boolean;
}

/** The outcome of the mechanical Continue check: allowed, or blocked with the flow message (the spec's words) saying why. */
export type MechanicalContinueResult = { ok: true } | { ok: false; reason: 'no_package_or_standard' | 'below_minimum'; key: CartMessageKey };

/**
 * Whether mechanical Continue is allowed (D-16, D-17, D-18). Promises, in this order: a recall service
 * in the cart allows it; without a package or standard service it is blocked with `package-or-standard`
 * ("You must select at least one Package or Standard Service"); with a services subtotal below
 * minimum_appointment_amount_dollars it is blocked with `minimum-order` ("The minimum order amount is $X", the
 * flow fills X from the configuration); exactly the minimum is enough.
 */
export function checkMechanicalContinue(
  cart: readonly SelectableOffering[],
  options: MechanicalContinueOptions = {},
): MechanicalContinueResult {
  const isRecall = options.isRecall ?? ((item: SelectableOffering) => item.is_recall === true);
  if (cart.some(isRecall)) return { ok: true };
  const hasCore = cart.some((item) => item.display_category === 'package' || item.display_category === 'standard');
  if (!hasCore) return { ok: false, reason: 'no_package_or_standard', key: 'package-or-standard' };
  const minimum = options.minimumAppointmentAmountDollars;
  if (minimum !== null && minimum !== undefined && Number.isFinite(minimum) && minimum > 0) {
    if (servicesSubtotalCents(cart, options.referrerCode) < dollarsToCents(minimum)) {
      return { ok: false, reason: 'below_minimum', key: 'minimum-order' };
    }
  }
  return { ok: true };
}
