import { dateRelation, describeDateRelation, describeStatus, statusIs, type AppointmentFact, type AppointmentLike } from './appointments';
import { dollarsToCents, formatMoney } from './money';

/** The money fields of a scheduled work the appointment page reads (K-68). */
export interface AppointmentMoney {
  amount_paid_dollars?: number | string | null;
  total_taxed_price_dollars?: number | string | null;
  tip_amount_dollars?: number | string | null;
}

function cents(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? dollarsToCents(n) : 0;
}

/**
 * L-38 (OPEN-49/50: the page keeps its own rule): reschedule and cancel are offered only when the
 * status is scheduled or keys_available (any case) and the date is not before today in the
 * location's zone. An appointment without a date is not before today.
 */
export function pageOffersRescheduleAndCancel(appointment: AppointmentLike, now: Date | string): boolean {
  return statusIs(appointment, 'scheduled', 'keys_available') && dateRelation(appointment, now) !== 'past';
}

/** L-39: paid when amount_paid_dollars ≥ total_taxed_price_dollars, compared in whole cents (missing amounts count as 0). */
export function isPaid(appointment: AppointmentMoney): boolean {
  return cents(appointment.amount_paid_dollars) >= cents(appointment.total_taxed_price_dollars);
}

/** L-40: a payment is needed only when total plus tip, in whole cents, is above 0. */
export function paymentNeeded(appointment: AppointmentMoney): boolean {
  return cents(appointment.total_taxed_price_dollars) + cents(appointment.tip_amount_dollars) > 0;
}

/**
 * L-38 as a named fact for the preview's trace, `changeWindow#<id>`: whether the page offers Reschedule and Cancel
 * Service ({@link pageOffersRescheduleAndCancel}), e.g. `status "scheduled", dated Sat, Mar 14, 2026, 4 days ahead
 * (today is Tue, Mar 10, 2026 in America/New_York): Reschedule and Cancel Service offered`.
 */
export function changeWindowFact(id: number | string, appointment: AppointmentLike, now: Date | string): AppointmentFact<boolean> {
  const value = pageOffersRescheduleAndCancel(appointment, now);
  const read = `${describeStatus(appointment)}, ${describeDateRelation(appointment, now)}`;
  const outcome = value
    ? 'Reschedule and Cancel Service offered'
    : !statusIs(appointment, 'scheduled', 'keys_available')
      ? 'neither scheduled nor checked in: no Reschedule or Cancel Service'
      : 'the date is before today: no Reschedule or Cancel Service';
  return { name: `changeWindow#${id}`, value, because: `${read}: ${outcome}` };
}

/**
 * L-41: a tip can be added or updated only while the appointment is not paid and not cancelled, and only when the
 * provider takes tips on this page (`tipOffered`: L-42, enable_hold_for_tip, is_accepting_tip and is_using_square all
 * on — the flow decides it, the widget's `tip` part).
 */
export function canEditTip(appointment: AppointmentLike & AppointmentMoney, tipOffered: boolean): boolean {
  return tipOffered && !isPaid(appointment) && !statusIs(appointment, 'cancelled');
}

/**
 * L-41, L-42 as a named fact for the preview's trace, `tipWindow#<id>`: whether the tip entry shows
 * ({@link canEditTip}), e.g. `unpaid ($0.00 of $127.15 paid), status "finished": the tip can be added or changed`.
 */
export function tipWindowFact(id: number | string, appointment: AppointmentLike & AppointmentMoney, tipOffered: boolean): AppointmentFact<boolean> {
  const value = canEditTip(appointment, tipOffered);
  const paid = `${formatMoney(cents(appointment.amount_paid_dollars))} of ${formatMoney(cents(appointment.total_taxed_price_dollars))} paid`;
  let because: string;
  if (!tipOffered) because = 'the provider takes no tips on this page (the flow hides the tip part): no tip entry';
  else if (statusIs(appointment, 'cancelled')) because = `${describeStatus(appointment)}: no tip entry`;
  else if (isPaid(appointment)) because = `paid (${paid}): no tip entry`;
  else because = `unpaid (${paid}), ${describeStatus(appointment)}: the tip can be added or changed`;
  return { name: `tipWindow#${id}`, value, because };
}
