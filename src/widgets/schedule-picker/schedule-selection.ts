/**
 * The schedule screen's choice as plain data, the reducer that changes it, and its conversions: to the
 * booking's schedule (F-43 names; written as the customer chooses, so the flow's blockers F-15..F-22
 * read it through the booking facts) and to the change-booking call (I-02). Pure: no React, no clock of its own.
 */
import type { CompatibleDate } from '../../api/compatible-dates';
import type { ChangeBookingFields } from '../../api/scheduled-works';
import { defaultLeaveTime } from '../../domain/arrive-leave';
import { formatClockTime, parseClockTime } from '../../domain/time-zone';
import type { BookingScheduleChoice } from '../../booking/booking-state';
import type { ScheduleVariant } from '../../domain/schedule-variant';

export interface ScheduleSelection {
  /** The chosen date (`YYYY-MM-DD`, location zone), or null. */
  date: string | null;
  /** Month calendar: arrive and leave, minutes since midnight (F-04, F-20, F-21). */
  arrive: number | null;
  leave: number | null;
  /** Week grid of slots and week calendar: the appointment's start, minutes since midnight. */
  start: number | null;
  /** The waitlist form is shown: continuing without a date (F-13, F-16). */
  waitlist: boolean;
  /** "Prefer to have your service sooner" (F-14). */
  handRaise: boolean;
  /** Availability text for the waitlist or the hand-raise (waitlist_note). */
  availabilityText: string;
}

export const emptySelection: ScheduleSelection = {
  date: null,
  arrive: null,
  leave: null,
  start: null,
  waitlist: false,
  handRaise: false,
  availabilityText: '',
};

export type SelectionAction =
  /** A date (and, for the month calendar, its default window). */
  | { type: 'pickDate'; date: string; arrive?: number | null; leave?: number | null; start?: number | null }
  /** F-20: an arrive time; the leave time becomes the next later hour (within `end`). */
  | { type: 'arrive'; minutes: number; end: number }
  | { type: 'leave'; minutes: number }
  /** A slot or an appointment start on a date. */
  | { type: 'pickStart'; date: string; start: number }
  | { type: 'waitlist'; on: boolean }
  | { type: 'sooner'; on: boolean }
  | { type: 'availability'; text: string }
  /** F-27: the selected date has filled. */
  | { type: 'clearDate' };

export function selectionReducer(state: ScheduleSelection, action: SelectionAction): ScheduleSelection {
  switch (action.type) {
    case 'pickDate':
      return {
        ...state,
        date: action.date,
        arrive: action.arrive ?? null,
        leave: action.leave ?? null,
        start: action.start ?? null,
        waitlist: false,
      };
    case 'arrive':
      return { ...state, arrive: action.minutes, leave: defaultLeaveTime(action.minutes, action.end) };
    case 'leave':
      return { ...state, leave: action.minutes };
    case 'pickStart':
      return { ...state, date: action.date, start: action.start, arrive: null, leave: null, waitlist: false };
    case 'waitlist':
      return action.on
        ? { ...state, waitlist: true, date: null, arrive: null, leave: null, start: null, handRaise: false }
        : { ...state, waitlist: false };
    case 'sooner':
      return { ...state, handRaise: action.on };
    case 'availability':
      return { ...state, availabilityText: action.text };
    case 'clearDate':
      return { ...state, date: null, arrive: null, leave: null, start: null, handRaise: false };
  }
}

const hhmm = (minutes: number | null): string | null => (minutes === null ? null : formatClockTime(minutes));

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The selection restored from the booking (after a reload or when coming back to the step). */
export function selectionFromBooking(schedule: BookingScheduleChoice | null, variant: ScheduleVariant): ScheduleSelection {
  if (!schedule) return emptySelection;
  const arrive = parseClockTime(schedule.plannedArrivalTime);
  const start = parseClockTime(schedule.confirmedAppointmentStartTime) ?? arrive;
  return {
    date: schedule.date,
    arrive: variant === 'month' ? arrive : null,
    leave: variant === 'month' ? parseClockTime(schedule.plannedDepartureTime) : null,
    start: variant === 'month' ? null : start,
    waitlist: schedule.waitlist ?? (schedule.date === null && schedule.waitlist_note.trim() !== ''),
    handRaise: schedule.is_handraise,
    availabilityText: schedule.waitlist_note,
  };
}

/**
 * F-43: the booking's schedule. `entry` is the chosen date's compatible-date entry (service vehicle,
 * schedule instance, pickup and delivery); `lengthMinutes` gives the departure of a slot (F-36).
 */
export function toBookingSchedule(input: {
  selection: ScheduleSelection;
  variant: ScheduleVariant;
  entry: CompatibleDate | undefined;
  lengthMinutes: number;
  note: string;
}): BookingScheduleChoice {
  const { selection, variant, entry, lengthMinutes, note } = input;
  const withDate = selection.date !== null && !selection.waitlist;
  const usesText = selection.waitlist || (withDate && selection.handRaise);
  let arrive: number | null = null;
  let leave: number | null = null;
  let confirmed: number | null = null;
  if (withDate && variant === 'month') {
    arrive = selection.arrive;
    leave = selection.leave;
  } else if (withDate && selection.start !== null) {
    arrive = selection.start;
    leave = selection.start + lengthMinutes;
    confirmed = selection.start;
  }
  return {
    date: withDate ? selection.date : null,
    plannedArrivalTime: hhmm(arrive),
    plannedDepartureTime: hhmm(leave),
    serviceVehicleId: withDate ? numberOrNull(entry?.service_vehicle_id) : null,
    scheduleInstanceId: withDate ? (entry?.schedule_instance_id ?? null) : null,
    customerNote: note,
    waitlist_note: usesText ? selection.availabilityText.trim() : '',
    is_handraise: withDate && selection.handRaise,
    isPickupAndDelivery: withDate && entry?.is_pickup_and_delivery === true,
    confirmedAppointmentStartTime: hhmm(confirmed),
    waitlist: selection.waitlist,
  };
}

/**
 * The booking's schedule while the customer chooses (the flow's blockers F-15..F-22 read it): null while
 * nothing is chosen; else {@link toBookingSchedule}'s, keeping `previous`'s service vehicle, schedule
 * instance and pickup flag for the same date while that date's entry is not loaded (e.g. a restored
 * date before the dates come in), so nothing known is lost before Continue completes the schedule.
 */
export function liveBookingSchedule(previous: BookingScheduleChoice | null, input: Parameters<typeof toBookingSchedule>[0]): BookingScheduleChoice | null {
  const { selection, entry } = input;
  if (selection.date === null && !selection.waitlist) return null;
  const next = toBookingSchedule(input);
  if (entry === undefined && previous !== null && previous.date !== null && previous.date === next.date) {
    return { ...next, serviceVehicleId: previous.serviceVehicleId, scheduleInstanceId: previous.scheduleInstanceId, isPickupAndDelivery: previous.isPickupAndDelivery };
  }
  return next;
}

/** Two schedules are the same choice (the live write happens only on a change). */
export function sameSchedule(a: BookingScheduleChoice | null, b: BookingScheduleChoice | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof BookingScheduleChoice)[]);
  return [...keys].every((k) => a[k] === b[k]);
}

/** I-02: the change-booking call's fields for a chosen schedule (`token` only for link pages). */
export function toChangeBookingFields(schedule: BookingScheduleChoice, token?: string | null): ChangeBookingFields {
  return {
    new_date: schedule.date,
    schedule_instance_id: schedule.scheduleInstanceId,
    service_vehicle_id: schedule.serviceVehicleId,
    customer_note: schedule.customerNote,
    waitlist_note: schedule.waitlist_note,
    is_handraise: schedule.is_handraise,
    planned_arrival_time: schedule.plannedArrivalTime,
    planned_departure_time: schedule.plannedDepartureTime,
    confirmed_appointment_start_time: schedule.confirmedAppointmentStartTime,
    ...(token ? { token } : {}),
  };
}
