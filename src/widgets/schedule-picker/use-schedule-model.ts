/**
 * The schedule screen's state and everything derived from it: the variant (OPEN-54), the dates
 * (F-28..F-32), the choice (reducer), first-available auto-selection (F-18), the filled-date check
 * (F-27), hour buttons (F-19..F-21), slots and appointment starts (F-33..F-37) and the no-dates case
 * (F-24..F-26). No rendering here.
 */
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CompatibleDate } from '../../api/compatible-dates';
import { appNow } from '../../ui/app-clock';
import { appointmentLengthMinutes } from '../../domain/appointment-length';
import { arriveTimeOptions, leaveTimeOptions, type HourOption } from '../../domain/arrive-leave';
import { isWithinWindow } from '../../domain/date-window';
import { firstAvailableDate } from '../../domain/first-available-date';
import { serviceTimeZone, startOfMonth, todayInZone } from '../../domain/time-zone';
import type { BookingCommand } from '../../booking/booking-command';
import type { BookingScheduleChoice, BookingState } from '../../booking/booking-state';
import {
  allowedStarts,
  dayHours,
  entriesByDate,
  fittingStarts,
  hasSelectableDay,
  isSelectableDay,
  slotStarts,
} from './schedule-days';
import { openingPageStart } from './schedule-page';
import {
  liveBookingSchedule,
  sameSchedule,
  selectionFromBooking,
  selectionReducer,
  type ScheduleSelection,
  type SelectionAction,
} from './schedule-selection';
import type { ScheduleVariant } from '../../domain/schedule-variant';
import { cartRefs, schedulePlace, useScheduleDates, type ScheduleDates } from './use-schedule-dates';

export interface ScheduleModel {
  variant: ScheduleVariant;
  timeZone: string;
  now: Date;
  today: string;
  dates: ScheduleDates;
  byDate: Map<string, CompatibleDate>;
  /** The choice as shown and validated (the waitlist is implied when there are no dates and it is in use). */
  selection: ScheduleSelection;
  /** Changes the choice and writes it into the booking in the same call (`chooseSlot`), F-18 applied. */
  dispatch: (action: SelectionAction) => void;
  /** The booking's schedule for the choice as shown (what the last `chooseSlot` wrote); null while nothing is chosen. */
  bookingSchedule: BookingScheduleChoice | null;
  /** The chosen date's entry. */
  entry: CompatibleDate | undefined;
  /** F-36/F-37: appointment length, minutes. */
  lengthMinutes: number;
  /** Month shown by the month calendar; week shown by the weekly views. */
  month: string;
  setMonth: (month: string) => void;
  /** Week views: the first day shown (paging moves it), and the last date the loaded dates cover. */
  pageStart: string;
  setPageStart: (date: string) => void;
  lastDate: string;
  /** Week views: the day has a time that can be chosen. */
  isOpenDay: (date: string) => boolean;
  /** No date can be chosen (loaded, fresh). */
  noDates: boolean;
  waitlistInUse: boolean;
  /** F-27: the date restored from the booking has filled. */
  dateFilled: boolean;
  arriveOptions: HourOption[];
  leaveOptions: HourOption[];
  /** Pick a date with the variant's defaults (month: the day's window; week calendar: its first start). */
  pickDate: (date: string) => void;
  isSelectable: (date: string) => boolean;
  slotsFor: (date: string) => number[];
  startsFor: (date: string) => number[];
}

/** Location name for the no-dates texts: the address line or the client location's name, else the flow's words for them. */
export function placeName(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>, fallback: { yourAddress: string; yourLocation: string }): string {
  if (booking.placeMode === 'home') return booking.homeAddress?.one_line_human_readable_address || booking.homeAddress?.address_line_1 || fallback.yourAddress;
  return booking.clientLocation?.name ?? fallback.yourLocation;
}

/** What the flow decides for the schedule step: the calendar (`variant` option) and whether the waitlist is offered (`waitlist` part). */
export interface ScheduleDecisions {
  variant: ScheduleVariant;
  waitlist: boolean;
}

/** The booking fields the schedule model reads. */
type ScheduleBooking = Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation' | 'schedule' | 'cart' | 'scheduleNote'>;

/**
 * The schedule step's model. Every change of the choice — the customer's, F-18's first available date, F-27's
 * dropped date, the waitlist implied when no date can be chosen — reaches the booking through `dispatchBooking`
 * in the call that makes it, so the flow's blockers judge the choice as shown (no copy after render).
 */
export function useScheduleModel(booking: ScheduleBooking, decided: ScheduleDecisions, dispatchBooking: (command: BookingCommand) => void): ScheduleModel {
  const variant = decided.variant;
  const home = booking.placeMode === 'home';
  const timeZone = serviceTimeZone(home ? booking.homeAddress : null, home ? null : booking.clientLocation);
  const [now] = useState(appNow);
  const today = todayInZone(now, timeZone);
  const [chosen, setChosen] = useState(() => selectionFromBooking(booking.schedule, variant));
  const [monthShown, setMonth] = useState<string | null>(null);
  const [pageShown, setPageStart] = useState<string | null>(null);
  const restoredDate = useRef(chosen.date);
  const [dateFilled, setDateFilled] = useState(false);

  const month = startOfMonth(monthShown ?? chosen.date ?? today);
  const place = schedulePlace(booking);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the cart alone keys the lookup
  const cart = useMemo(() => cartRefs(booking), [booking.cart]);
  // The answer is drawn in the background (time-sliced, interruptible): the step's first frame paints before the
  // calendar of two weeks is built, and building it makes no long task (issue 28).
  const dates = useDeferredValue(useScheduleDates({ variant, place, cart, now, timeZone, today, month }));
  // Entries of every window loaded so far (newest wins), so a chosen date keeps its entry (vehicle,
  // hours) while the calendar shows another month.
  const seen = useRef(new Map<string, CompatibleDate>());
  const byDate = useMemo(() => {
    for (const [date, e] of entriesByDate(dates.entries)) seen.current.set(date, e);
    return new Map(seen.current);
  }, [dates.entries]);
  const fresh = dates.status === 'ready' && !dates.stale;
  const noDates = fresh && !hasSelectableDay(dates.entries, today);
  const waitlistInUse = decided.waitlist;
  /** The choice as shown: the waitlist is implied when no date can be chosen and it is in use. */
  const shown = (c: ScheduleSelection): ScheduleSelection => (noDates && waitlistInUse ? { ...c, waitlist: true, date: null, handRaise: false } : c);
  const selection = shown(chosen);
  const entryOf = (s: ScheduleSelection) => (s.date ? byDate.get(s.date) : undefined);
  const lengthOf = (e: CompatibleDate | undefined) => appointmentLengthMinutes(booking.cart, (e ?? dates.entries[0])?.buffer_time_minutes);
  const scheduleOf = (c: ScheduleSelection) => {
    const s = shown(c);
    const e = entryOf(s);
    return liveBookingSchedule(booking.schedule, { selection: s, variant, entry: e, lengthMinutes: lengthOf(e), note: booking.scheduleNote });
  };

  const entry = entryOf(selection);
  const lengthMinutes = lengthOf(entry);
  const clock = { now, timeZone };
  const isSelectable = (date: string) => isSelectableDay(byDate.get(date), today);
  const slotsFor = (date: string) => {
    const e = byDate.get(date);
    return isSelectableDay(e, today) ? slotStarts(e, lengthMinutes, clock) : [];
  };
  const startsFor = (date: string) => {
    const e = byDate.get(date);
    return isSelectableDay(e, today) ? fittingStarts(e, lengthMinutes, clock) : [];
  };
  const arriveFor = (date: string) => {
    const e = byDate.get(date);
    const hours = dayHours(e);
    return arriveTimeOptions({ date, startMinutes: hours.start, endMinutes: hours.end, now, timeZone, allowed: allowedStarts(e) });
  };
  /** The week views' day with a time to choose (a slot, or a start where the appointment fits). */
  const isOpenDay = (date: string) => (variant === 'timeSlots' ? slotsFor(date) : startsFor(date)).length > 0;
  /** F-18: only a day with an arrive hour (F-19, F-42) or a time open can be picked for you. */
  const canAutoPick = (date: string) => (variant === 'month' ? arriveFor(date).some((o) => !o.disabled) : isOpenDay(date));
  /** A date with the variant's defaults (month: the day's window; week calendar: its first start). */
  const pickAction = (date: string): SelectionAction => {
    if (variant === 'month') {
      const firstOpen = arriveFor(date).find((o) => !o.disabled);
      return { type: 'pickDate', date, arrive: firstOpen?.minutes ?? null, leave: firstOpen ? dayHours(byDate.get(date)).end : null };
    }
    const start = variant === 'week' ? startsFor(date)[0] : undefined;
    return start !== undefined ? { type: 'pickStart', date, start } : { type: 'pickDate', date };
  };
  /**
   * F-18 once fresh dates are in: with no date and no waitlist form, the earliest selectable date whose hours are
   * open. Checking the hours costs zone arithmetic per hour (issue 14: ~100 ms at 4x CPU for a 90-day window), so
   * the days are tried earliest first and only until one qualifies, and not at all once a date is chosen.
   */
  const firstAvailablePick = (c: ScheduleSelection): SelectionAction | null => {
    if (!fresh) return null;
    const pickCtx = { selectedDate: c.date, showingWaitlistForm: shown(c).waitlist, now, timeZone };
    const selectable = dates.entries.filter((e) => isSelectableDay(e, today));
    if (firstAvailableDate(selectable, pickCtx) === null) return null;
    const earliestFirst = [...selectable].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const e of earliestFirst) {
      const first = firstAvailableDate([e], pickCtx);
      // The week views mark the date only: the time is the customer's tap (issue 26).
      if (first !== null && canAutoPick(e.date)) return variant === 'month' ? pickAction(first) : { type: 'pickDate', date: first };
    }
    return null;
  };
  /** Shows `next` (F-18 applied) and writes it into the booking in the same call, when it changes the booking's schedule. */
  const commit = (next: ScheduleSelection) => {
    const auto = firstAvailablePick(next);
    const settled = auto ? selectionReducer(next, auto) : next;
    setChosen(settled);
    const schedule = scheduleOf(settled);
    if (!sameSchedule(booking.schedule, schedule)) dispatchBooking({ type: 'chooseSlot', schedule });
  };
  const dispatch = (action: SelectionAction) => commit(selectionReducer(chosen, action));
  const pickDate = (date: string) => dispatch(pickAction(date));

  // The dates' arrival (a network answer; no handler to do it in): F-27, a restored date that has filled is dropped
  // (and said so); then F-18 and the implied waitlist, and the chosen date's entry (service vehicle, schedule
  // instance), reach the booking through `commit`. A layout effect: the choice (and the month calendar's hour
  // buttons with it) is drawn with the dates, in the same paint — nothing moves.
  useLayoutEffect(() => {
    if (!fresh) return;
    const restored = restoredDate.current;
    if (restored !== null && chosen.date === restored && isWithinWindow(restored, dates.window)) {
      restoredDate.current = null;
      if (!isSelectableDay(byDate.get(restored), today)) {
        setDateFilled(true);
        commit(selectionReducer(chosen, { type: 'clearDate' }));
        return;
      }
    }
    commit(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival of fresh dates, with the choice as it then stands
  }, [fresh, dates.entries]);

  const lastDate = dates.window.end;
  const pageStart = pageShown ?? (variant === 'month' ? today : openingPageStart({ today, last: lastDate, isOpen: isOpenDay }));

  const hours = dayHours(entry);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- arriveFor reads exactly these
  const arriveOptions = useMemo(() => (selection.date ? arriveFor(selection.date) : []), [selection.date, byDate, now, timeZone]);
  const leaveOptions = selection.date ? leaveTimeOptions({ startMinutes: hours.start, endMinutes: hours.end }) : [];

  return {
    variant,
    timeZone,
    now,
    today,
    dates,
    byDate,
    selection,
    dispatch,
    bookingSchedule: scheduleOf(chosen),
    entry,
    lengthMinutes,
    month,
    setMonth,
    pageStart,
    setPageStart,
    lastDate,
    isOpenDay,
    noDates,
    waitlistInUse,
    dateFilled,
    arriveOptions,
    leaveOptions,
    pickDate,
    isSelectable,
    slotsFor,
    startsFor,
  };
}
