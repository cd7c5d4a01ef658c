import { dateRelation, statusIs, type AppointmentLike } from './appointments';
import { dollarsToCents } from './money';

/** The money fields of a scheduled work the appointment page reads (K-68). */
export interface AppointmentMoney {
  amount_paid_dollars?: number | string | null;
  total_taxed_price_dollars?: number | string | null;
  tip_amount_dollars?: number | string | null;
}

/** Provider flags gating the tip entry (L-42). */
export interface TipFlags {
  enable_hold_for_tip?: boolean | null;
  is_accepting_tip?: boolean | null;
  is_using_square?: boolean | null;
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
 * L-41/L-42: a tip can be added or updated only while the appointment is not paid and not
 * cancelled, and only when enable_hold_for_tip, is_accepting_tip and is_using_square are all on.
 */
export function canEditTip(appointment: AppointmentLike & AppointmentMoney, flags: TipFlags): boolean {
  return (
    flags.enable_hold_for_tip === true &&
    flags.is_accepting_tip === true &&
    flags.is_using_square === true &&
    !isPaid(appointment) &&
    !statusIs(appointment, 'cancelled')
  );
}
