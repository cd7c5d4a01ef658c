/**
 * What the mechanical Continue check says (D-16, D-17): message KEYS of the flow's services step
 * (flows/booking.flow.json), never text. The flow writes D-17's "$X" as `${config.minimum_appointment_amount_dollars}`
 * (docs/decisions.md), so the key needs no placeholder value.
 */

/** Every message key of the cart rules, with the ledger lines it serves. */
export const CART_MESSAGE_KEYS = [
  /** D-16: "You must select at least one Package or Standard Service" */
  'package-or-standard',
  /** D-17: "The minimum order amount is $X", X = minimum_appointment_amount_dollars */
  'minimum-order',
] as const;

/** A message key of the cart rules: a typo is a type error. */
export type CartMessageKey = (typeof CART_MESSAGE_KEYS)[number];
