/**
 * What the appointment page shows of a scheduled work (L-37..L-42), as plain data: the vehicle, the date and
 * time window on the service location's wall clock (decisions.md "Time"), the place, the billed services and
 * the stored totals in integer cents (decisions.md "Money": the back end's figures), whether it is paid
 * (L-39), whether anything is to pay (L-40), whether a tip can be entered (L-41, L-42) and whether reschedule
 * and cancel are offered (L-38). Pure: `now`, whether the provider takes tips on the page (the flow's `tip` part) and
 * the flow's texts come from the caller.
 */
import type { ScheduledWork } from '../../api/scheduled-works';
import { appointmentTimeZone, statusIs } from '../../domain/appointments';
import { canEditTip, isPaid, pageOffersRescheduleAndCancel, paymentNeeded } from '../../domain/appointment-page';
import { statusLabel, type AppointmentStatusKey } from '../account-shared/appointment-status';
import type { AppointmentPlace } from '../checkout-shared/appointment-details';
import type { PriceLineItem } from '../checkout-shared/price-lines-view';
import { storedCents, storedPriceLines } from '../checkout-shared/stored-price-lines';
import type { ServiceSummaryLine } from '../checkout-shared/services-summary';
import type { AppointmentFacts } from '../shared/appointment-facts';
import { placeOfWork } from '../shared/reschedule-summary';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import type { AppointmentTexts } from './appointment-messages';

export interface AppointmentModel {
  id: number;
  /** The status in the flow's words ("Scheduled", "Cancelled", …). */
  status: string;
  /** The vehicle, date and time window and place, as the appointment details draw them. */
  facts: AppointmentFacts;
  services: ServiceSummaryLine[];
  /** Subtotal, then each non-zero adjustment (discounts negative), as stored on the work. */
  priceLines: PriceLineItem[];
  totalCents: number;
  paidCents: number;
  /** What is still to pay: total − paid, never below 0. */
  dueCents: number;
  /** L-39 */
  paid: boolean;
  /** L-40: false when total plus tip is 0. */
  paymentNeeded: boolean;
  cancelled: boolean;
  /** L-38 */
  offersChanges: boolean;
  /** L-41, L-42 */
  tipEditable: boolean;
  tipCents: number;
  /** What a percentage tip is taken of: subtotal − discounts. */
  tipBaseCents: number;
}

/** The texts the model reads: the status labels and the name of an unnamed service. */
export type ModelTexts = Pick<AppointmentTexts, AppointmentStatusKey | 'service-unnamed'>;

/** The work's place in the shape of the appointment details. */
function placeOf(work: ScheduledWork): AppointmentPlace {
  const place = placeOfWork(work);
  if (!place) return { kind: 'none', name: '' };
  if (place.kind === 'home') return { kind: 'home', name: place.address ?? '' };
  if (place.kind === 'shop') return { kind: 'shop', name: place.locationName ?? '', address: place.address };
  return { kind: 'workplace', name: place.locationName ?? '', keyoskName: place.keyoskName, parkingName: place.parkingName };
}

/** The lines the totals bill: every service but upsells not approved (pending ones are for the approval page). */
function billedServices(work: ScheduledWork, unnamed: string): ServiceSummaryLine[] {
  return work.services
    .filter((s) => !s.is_upsell || s.upsell_status === 'approved')
    .map((s, i) => {
      const quantity = Math.max(1, s.quantity ?? 1);
      return { key: `${s.id ?? i}`, name: s.display_name ?? s.long_name ?? s.short_name ?? unnamed, quantity, cents: storedCents(s.total_cost_dollars) * quantity };
    });
}

/** The page's model of `work` at `now`; `tipOffered`: the provider takes tips on this page (L-42, the flow's `tip` part). */
export function appointmentModel(work: ScheduledWork, now: Date | string, { tipOffered, texts }: { tipOffered: boolean; texts: ModelTexts }): AppointmentModel {
  const totalCents = storedCents(work.total_taxed_price_dollars);
  const paidCents = storedCents(work.amount_paid_dollars);
  const subtotal = storedCents(work.subtotal_dollars);
  const discounts = storedCents(work.coupon_amount_dollars) + storedCents(work.custom_discount_amount_dollars);
  return {
    id: work.scheduled_work_id,
    status: statusLabel(work.status, (k) => texts[k]),
    facts: {
      vehicle: work.vehicle ? vehicleDisplayName(work.vehicle) || null : null,
      date: work.date ?? null,
      start: work.plannedArrivalTime ?? work.confirmed_appointment_start_time ?? null,
      end: work.plannedDepartureTime ?? null,
      timeZone: appointmentTimeZone(work),
      place: placeOf(work),
    },
    services: billedServices(work, texts['service-unnamed']),
    priceLines: storedPriceLines(work),
    totalCents,
    paidCents,
    dueCents: Math.max(0, totalCents - paidCents),
    paid: isPaid(work),
    paymentNeeded: paymentNeeded(work),
    cancelled: statusIs(work, 'cancelled'),
    offersChanges: pageOffersRescheduleAndCancel(work, now),
    tipEditable: canEditTip(work, tipOffered),
    tipCents: storedCents(work.tip_amount_dollars),
    tipBaseCents: Math.max(0, subtotal - discounts),
  };
}
