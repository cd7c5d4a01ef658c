import { dollarsToCents, formatMoneyShort } from './money';

/** D-16: mechanical Continue without a package or standard service. Spec text, word for word. */
export const MUST_SELECT_PACKAGE_OR_STANDARD = 'You must select at least one Package or Standard Service';

/** D-17: the spec's template; `$X` is replaced by the formatted minimum. */
export const MINIMUM_ORDER_AMOUNT_TEMPLATE = 'The minimum order amount is $X';

/**
 * D-17's message for a given minimum_appointment_amount_dollars: whole dollars without decimals
 * (50 → "The minimum order amount is $50"), otherwise two decimals (49.5 → "… $49.50").
 */
export function minimumOrderAmountMessage(minimumAppointmentAmountDollars: number): string {
  const amount = formatMoneyShort(dollarsToCents(minimumAppointmentAmountDollars));
  return MINIMUM_ORDER_AMOUNT_TEMPLATE.replace('$X', () => amount);
}
