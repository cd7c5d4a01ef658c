/**
 * What a reschedule or proactive link leads to (I-08..I-16), decided once the work is loaded:
 * - another customer's work → `mismatch` (I-12);
 * - no new date → `loaded` (the schedule screen in change-booking mode, I-10);
 * - a new date still available → saved (proactive: M-34, I-13; reschedule: M-35 with 9:00 AM – 5:00 PM,
 *   I-16) → `confirmed`;
 * - a new date no longer available (not a date, past, full, or refused with 409) → `dateUnavailable` (I-14).
 * The calls are injected so tests and the widget can supply their own (the widget passes the react-query
 * mutations, which refresh the cached works).
 */
import { ApiError } from '../../api/client';
import { getCompatibleDatesAtAddress, getCompatibleDatesAtLocation, type CompatibleDate } from '../../api/compatible-dates';
import type { ChangeBookingFields, ScheduledWork } from '../../api/scheduled-works';
import { changeBooking, getScheduledWorkForCustomer, proactiveSchedule } from '../../api/scheduled-works';
import { parseCalendarDate, todayInZone } from '../../domain/time-zone';
import type { LastReschedule } from '../../booking/booking-state';
import { cartLinesOfWork, isReschedulable, reloadClientLocation, workTimeZone, type LoadedWork } from '../shared/load-work-into-booking';
import { ONE_CLICK_ARRIVE, ONE_CLICK_LEAVE, rescheduleRecord } from '../shared/reschedule-summary';

export type LinkKind = LastReschedule['kind'];

export interface LinkInput {
  kind: LinkKind;
  swId: number;
  customerId: number;
  /** The link's `new_date` as written in the URL, or null. */
  newDate: string | null;
  /** The signed-in customer (GET /customer-info). */
  signedInCustomerId: number;
  now: Date;
}

export type LinkOutcome =
  | { type: 'mismatch' }
  | { type: 'cannotChange' }
  | { type: 'loaded'; loaded: LoadedWork }
  | { type: 'dateUnavailable'; loaded: LoadedWork }
  | { type: 'confirmed'; record: LastReschedule };

type SaveAnswer = { scheduled_work?: ScheduledWork | null };

export interface LinkCalls {
  getWork: (swId: number, customerId: number) => Promise<ScheduledWork>;
  reloadLocation: (work: ScheduledWork) => Promise<LoadedWork['clientLocation']>;
  datesAt: (work: ScheduledWork, date: string) => Promise<CompatibleDate[]>;
  proactive: (v: { swId: number; customerId: number; date: string }) => Promise<SaveAnswer>;
  change: (v: { id: number; fields: ChangeBookingFields }) => Promise<SaveAnswer>;
}

/** The compatible dates of one day at the work's place, for the work's services (M-60/M-61). */
function datesOfWorkOn(work: ScheduledWork, date: string): Promise<CompatibleDate[]> {
  const cart = cartLinesOfWork(work).map((l) => ({ service_offering_id: l.service_offering_id, quantity: l.quantity }));
  const range = { start: date, end: date };
  const addressId = work.customer_address?.customer_address_id;
  if (addressId != null) return getCompatibleDatesAtAddress(addressId, range, cart);
  const locationId = work.client_location_id ?? work.client_location?.client_location_id;
  return locationId != null ? getCompatibleDatesAtLocation(locationId, range, cart) : Promise.resolve([]);
}

export const defaultLinkCalls: LinkCalls = {
  getWork: (swId, customerId) => getScheduledWorkForCustomer(swId, customerId),
  reloadLocation: (work) => reloadClientLocation(work),
  datesAt: datesOfWorkOn,
  proactive: (v) => proactiveSchedule(v.swId, v.customerId, v.date),
  change: (v) => changeBooking(v.id, v.fields),
};

/** The link's new date when it is a real calendar date written `YYYY-MM-DD`; null otherwise. */
export function linkDate(value: string | null | undefined): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null;
}

/** The link's ids, when both are whole numbers. */
export function linkIds(params: Readonly<Record<string, string>>): { swId: number; customerId: number } | null {
  const whole = (v: string | undefined) => (v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : null);
  const swId = whole(params.swId);
  const customerId = whole(params.customerId);
  return swId !== null && customerId !== null ? { swId, customerId } : null;
}

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export async function resolveLink(input: LinkInput, calls: LinkCalls = defaultLinkCalls): Promise<LinkOutcome> {
  const { kind, swId, customerId, signedInCustomerId } = input;
  const work = await calls.getWork(swId, customerId);
  // I-12: the link's customer and the work's customer must both be the signed-in customer.
  if (work.customer_id !== signedInCustomerId || customerId !== signedInCustomerId) return { type: 'mismatch' };
  if (!isReschedulable(work)) return { type: 'cannotChange' };
  const loaded: LoadedWork = { work, clientLocation: await calls.reloadLocation(work) };
  if (input.newDate === null) return { type: 'loaded', loaded };

  const date = linkDate(input.newDate);
  const today = todayInZone(input.now, workTimeZone(work, loaded.clientLocation));
  if (date === null || date < today) return { type: 'dateUnavailable', loaded };
  const entry = (await calls.datesAt(work, date)).find((e) => e.date === date && e.is_available);
  if (!entry) return { type: 'dateUnavailable', loaded };

  let answer: SaveAnswer;
  try {
    answer =
      kind === 'proactive'
        ? await calls.proactive({ swId, customerId: work.customer_id, date })
        : await calls.change({
            id: swId,
            fields: {
              new_date: date,
              schedule_instance_id: entry.schedule_instance_id ?? null,
              service_vehicle_id: entry.service_vehicle_id ?? null,
              planned_arrival_time: ONE_CLICK_ARRIVE,
              planned_departure_time: ONE_CLICK_LEAVE,
              confirmed_appointment_start_time: null,
              customer_note: work.customer_note ?? null,
              waitlist_note: '',
              is_handraise: false,
            },
          });
  } catch (e) {
    if (isConflict(e)) return { type: 'dateUnavailable', loaded };
    throw e;
  }
  const saved = answer.scheduled_work ?? null;
  return { type: 'confirmed', record: rescheduleRecord({ kind, work: saved ?? work, clientLocation: loaded.clientLocation, date }) };
}
