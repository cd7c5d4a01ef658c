/**
 * What a receipt shows of a scheduled work (L-24), as plain data for `WorkReceiptView`: when (date and
 * time on the service location's wall clock, decisions.md "Time"), where, which vehicle, how it is paid,
 * the service lines with their state and the totals (work-totals.ts). Pure.
 */
import type { ScheduledWork } from '../../api/entities';
import { appointmentStartClock, appointmentTimeZone, statusIs } from '../../domain/appointments';
import type { AppointmentPlace } from '../checkout-shared/appointment-details';
import type { ProviderContent } from '../contract/widget-props';
import type { AppointmentFacts } from '../shared/appointment-facts';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { quotedReferrerCode } from './quoted-referrer-code';
import { workLines, type WorkLine } from './work-lines';
import type { PaymentMethodTexts, WorkReceiptTexts } from './work-receipt-texts';
import { workTotals, type WorkPricingRules, type WorkTotals } from './work-totals';

/** The receipt of one work. */
export interface WorkReceiptModel {
  scheduledWorkId: number;
  /** When (on the wall clock of its time zone), where, which vehicle. */
  appointment: AppointmentFacts;
  /** "Credit Card (Visa ending in 4242)", "Fleet Account", or null when the record names none. */
  paymentMethod: string | null;
  cancelled: boolean;
  lines: WorkLine[];
  totals: WorkTotals;
}

/** Where the work is done: the customer's address, else the workplace or shop with its keyosk and parking. */
export function workPlace(work: ScheduledWork): AppointmentPlace {
  const a = work.customer_address;
  if (a) {
    const line = a.one_line_human_readable_address?.trim() || [a.address_line_1, a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return { kind: 'home', name: line };
  }
  const l = work.client_location;
  if (l) {
    return {
      kind: l.location_type === 'shop' ? 'shop' : 'workplace',
      name: l.long_name || l.short_name,
      address: l.address?.one_line_human_readable_address ?? null,
      keyoskName: work.keyosk?.name ?? null,
      parkingName: work.parking?.name ?? null,
    };
  }
  return { kind: 'none', name: '' };
}

/**
 * The payment method's name, with the card brand and last digits of the customer's card of that processor
 * ("Credit Card (Visa ending in 4242)": the words are the flow's, `texts`); null when the record names none.
 */
export function workPaymentMethod(work: ScheduledWork, texts: PaymentMethodTexts): string | null {
  const m = work.payment_method;
  const c = work.customer;
  const card = m?.is_stripe ? [c?.stripe_brand, c?.stripe_last4] : m?.is_square ? [c?.square_brand, c?.square_last4] : [null, null];
  const [brand, last4] = card;
  const name = m?.name?.trim() || (work.has_credit_card ? texts.creditCard : null);
  if (!name) return null;
  if (!last4) return name;
  return brand ? texts.cardBrandEnding(name, brand, last4) : texts.cardEnding(name, last4);
}

/**
 * L-24: the receipt of a work, priced with the provider's rules for the check (work-totals.ts); the payment method and
 * the Adjustment line in the flow's words (`texts`).
 */
export function workReceipt(work: ScheduledWork, rules: WorkPricingRules, texts: Pick<WorkReceiptTexts, keyof PaymentMethodTexts | 'adjustment'>): WorkReceiptModel {
  const timeZone = appointmentTimeZone(work);
  const totals = workTotals(work, rules);
  return {
    scheduledWorkId: work.scheduled_work_id,
    appointment: {
      date: work.date ?? null,
      // The start the cancellation fee counts from (confirmed, else planned), as the account card shows it.
      start: appointmentStartClock(work, timeZone),
      end: work.plannedDepartureTime ?? null,
      timeZone,
      place: workPlace(work),
      vehicle: work.vehicle ? vehicleDisplayName(work.vehicle) || null : null,
    },
    paymentMethod: workPaymentMethod(work, texts),
    cancelled: statusIs(work, 'cancelled'),
    lines: workLines(work.services, quotedReferrerCode(work)),
    totals: { ...totals, figures: totals.figures.map((f) => (f.id === 'adjustment' ? { ...f, label: texts.adjustment } : f)) },
  };
}

/** The provider's pricing rules from its content (supplies_fee_rule, minimum_service_threshold_amount_dollars). */
export function pricingRulesOf(content: Readonly<Pick<ProviderContent, 'supplies_fee_rule' | 'minimum_service_threshold_amount_dollars'>>): WorkPricingRules {
  const threshold = content.minimum_service_threshold_amount_dollars;
  return { suppliesFeeRule: content.supplies_fee_rule ?? null, minimumServiceThresholdDollars: typeof threshold === 'number' ? threshold : null };
}
