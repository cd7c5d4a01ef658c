/**
 * Which payment options the review step offers (H-18..H-23), as a pure function of the total, the
 * provider's payment methods (GET /payment-method) and the customer.
 */
import type { PaymentMethod } from '../../api/payments';
import type { BookingPayment } from '../../booking/booking-state';
import type { CardProcessor } from './card-form-props';

export type PaymentChoice = 'fleet' | 'saved-card' | 'new-card';

export interface SavedCard {
  brand: string;
  last4: string;
}

export interface PaymentPlan {
  /** Zero total (H-21): the plain confirm button, no card. */
  free: boolean;
  /** The provider takes cards (is_using_stripe or is_using_square, H-22, H-23): a booking needs a payment method unless it is free. */
  cardRequired: boolean;
  /** The card processor of the provider, when it takes cards. */
  processor: CardProcessor | null;
  /** payment_method_id sent for a card payment. */
  cardMethodId: number | null;
  /** payment_method_id of the fleet account (is_internal), when the customer may use it (H-19). */
  fleetMethodId: number | null;
  /** The options to choose from, in order; one or none needs no choice. */
  choices: PaymentChoice[];
  defaultChoice: PaymentChoice | null;
  savedCard: SavedCard | null;
}

export interface PaymentCustomer {
  is_fleet_user?: boolean | null;
  fleet_account_name?: string | null;
  stripe_brand?: string | null;
  stripe_last4?: string | null;
  square_brand?: string | null;
  square_last4?: string | null;
}

function cardOnFile(processor: CardProcessor | null, customer: PaymentCustomer | null | undefined): SavedCard | null {
  if (!processor || !customer) return null;
  const last4 = processor === 'stripe' ? customer.stripe_last4 : customer.square_last4;
  const brand = processor === 'stripe' ? customer.stripe_brand : customer.square_brand;
  return last4 ? { brand: brand || 'Card', last4 } : null;
}

/**
 * Promises: a zero total offers nothing (free, H-21); the processor is the active method of the provider's
 * processor (Stripe when it uses Stripe, else Square: the flow's `processor` option, H-22, H-23); a fleet user with the fleet method gets
 * "fleet" first and, when cards are taken, the card options too (H-19, H-20); a saved card of the
 * processor is offered before a new card; the default is the first choice.
 */
export function planPayment(input: {
  totalCents: number;
  methods: readonly PaymentMethod[] | undefined;
  /** The provider's card processor, as the flow decides it (an option computed from is_using_stripe / is_using_square); null: no card. */
  processor: CardProcessor | null;
  customer?: PaymentCustomer | null;
}): PaymentPlan {
  const methods = (input.methods ?? []).filter((m) => m.is_active !== false);
  const stripe = input.processor === 'stripe' ? methods.find((m) => m.is_stripe) : undefined;
  const square = input.processor === 'square' ? methods.find((m) => m.is_square) : undefined;
  const cardMethod = stripe ?? square;
  const processor: CardProcessor | null = stripe ? 'stripe' : square ? 'square' : null;
  const fleet = input.customer?.is_fleet_user ? methods.find((m) => m.is_internal) : undefined;
  const savedCard = cardOnFile(processor, input.customer);
  const free = Math.round(input.totalCents) <= 0;
  const choices: PaymentChoice[] = [];
  if (!free) {
    if (fleet) choices.push('fleet');
    if (savedCard) choices.push('saved-card');
    if (processor) choices.push('new-card');
  }
  return {
    free,
    cardRequired: input.processor !== null,
    processor,
    cardMethodId: cardMethod?.payment_method_id ?? null,
    fleetMethodId: fleet?.payment_method_id ?? null,
    choices,
    defaultChoice: choices[0] ?? null,
    savedCard,
  };
}

/**
 * How the booking will be paid with `choice` (BookingState.payment, read by the card rule's blocker H-18).
 * Promises: a zero total is `free` (H-21); the fleet choice gives the fleet method, a card choice the card
 * processor's method; null when no method is available (methods not loaded, none offered, no choice).
 */
export function paymentSettlement(plan: PaymentPlan, choice: PaymentChoice | null): BookingPayment | null {
  if (plan.free) return { kind: 'free' };
  const id = choice === 'fleet' ? plan.fleetMethodId : choice ? plan.cardMethodId : null;
  return id === null ? null : { kind: 'method', paymentMethodId: id };
}

/** The payment_method_id a settlement sends with the booking (H-28); null for a free booking or none. */
export function paymentMethodIdOf(payment: BookingPayment | null): number | null {
  return payment?.kind === 'method' ? payment.paymentMethodId : null;
}
