/**
 * The compatible dates a calendar shows (F-28..F-32): looked up by client location or by home
 * address id, carrying the cart and the window. A first window by variant; when it holds no date
 * that can be chosen, a wider fallback window (month: one year, F-30; week grid of slots: 3 months,
 * F-32; the week calendar has none and says so, F-26).
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { compatibleDatesQueryOptions, type CartItemRef, type CompatibleDate, type SchedulePlace } from '../../api/compatible-dates';
import {
  compatibleDateWindow,
  timeSlotFallbackWindow,
  weekViewWindow,
  widenedDateWindow,
  type DateWindow,
} from '../../domain/date-window';
import type { BookingState } from '../../booking/booking-state';
import { hasSelectableDay } from './schedule-days';
import type { ScheduleVariant } from '../../domain/schedule-variant';

/** F-28: where the dates are looked up — the home address's id, else the workplace/shop; null when neither is known. */
export function schedulePlace(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): SchedulePlace | null {
  if (booking.placeMode === 'home') return booking.homeAddress?.id != null ? { addressId: booking.homeAddress.id } : null;
  if (booking.placeMode === 'workplace' || booking.placeMode === 'shop') {
    return booking.clientLocation ? { clientLocationId: booking.clientLocation.id } : null;
  }
  return null;
}

/** The cart as the lookup carries it. */
export function cartRefs(booking: Pick<BookingState, 'cart'>): CartItemRef[] {
  return booking.cart.map((l) => ({ service_offering_id: l.service_offering_id, quantity: l.quantity }));
}

/** F-29 (month) or F-31 (weekly views). `month` is the month the calendar shows, if any. */
export function firstWindow(variant: ScheduleVariant, now: Date, timeZone: string, month: string | null): DateWindow {
  return variant === 'month' ? compatibleDateWindow(now, timeZone, month) : weekViewWindow(now, timeZone);
}

/** F-30 / F-32; null for the week calendar. */
export function fallbackWindow(variant: ScheduleVariant, now: Date, timeZone: string, first: DateWindow): DateWindow | null {
  if (variant === 'month') return widenedDateWindow(now, timeZone, first);
  if (variant === 'timeSlots') return timeSlotFallbackWindow(now, timeZone);
  return null;
}

export interface ScheduleDates {
  status: 'loading' | 'error' | 'ready';
  entries: CompatibleDate[];
  /** The window the entries cover. */
  window: DateWindow;
  /** The entries are the previous window's while the new one loads (month navigation). */
  stale: boolean;
  refetch: () => void;
  /** What failed, while `status` is 'error' (a rate limit says so). */
  error?: unknown;
}

/**
 * The dates of the schedule's window: loading, failed or ready (with a wider window when the first holds no
 * selectable day, F-30). The same object while nothing of it changes (the model defers it: a new object on every
 * render would draw the calendar twice).
 */
export function useScheduleDates(input: {
  variant: ScheduleVariant;
  place: SchedulePlace | null;
  cart: readonly CartItemRef[];
  now: Date;
  timeZone: string;
  today: string;
  month: string | null;
}): ScheduleDates {
  const { variant, place, cart, now, timeZone, today, month } = input;
  const first = firstWindow(variant, now, timeZone, month);
  const placeOrDummy = place ?? { clientLocationId: 0 };
  const primaryOptions = compatibleDatesQueryOptions(placeOrDummy, first, cart);
  const qc = useQueryClient();
  // The request starts while the step renders, not after its first paint (useQuery starts it in an effect)…
  if (place !== null && !qc.getQueryState(primaryOptions.queryKey)) void qc.prefetchQuery({ ...primaryOptions, retry: false });
  const [drawnAt] = useState(() => Date.now());
  const primary = useQuery({
    ...primaryOptions,
    // … and its answer is not asked for again when the query mounts; an answer from before this schedule was
    // drawn is (the open times may have changed since).
    refetchOnMount: (query) => query.state.dataUpdatedAt < drawnAt,
    enabled: place !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const wide = fallbackWindow(variant, now, timeZone, first);
  const needsFallback = primary.isSuccess && !primary.isPlaceholderData && !hasSelectableDay(primary.data, today) && wide !== null;
  const fallback = useQuery({
    ...compatibleDatesQueryOptions(placeOrDummy, wide ?? first, cart),
    enabled: place !== null && needsFallback,
    retry: false,
  });
  const result = datesOf(place !== null, first, wide, needsFallback, primary, fallback);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- what is shown; the refetch functions are the queries' own (stable)
  return useMemo(() => result, [result.status, result.entries, result.window.start, result.window.end, result.stale, result.error]);
}

/** One empty list for every state without entries (the result keeps its identity while it holds none). */
const NO_ENTRIES: CompatibleDate[] = [];

type DatesQuery = Pick<UseQueryResult<CompatibleDate[]>, 'data' | 'isError' | 'error' | 'isPlaceholderData' | 'refetch'>;

/** What the two queries amount to: loading, failed, or the entries of the window they cover. */
function datesOf(hasPlace: boolean, first: DateWindow, wide: DateWindow | null, needsFallback: boolean, primary: DatesQuery, fallback: DatesQuery): ScheduleDates {
  if (!hasPlace) return { status: 'ready', entries: NO_ENTRIES, window: first, stale: false, refetch: () => undefined };
  if (primary.isError || (needsFallback && fallback.isError)) {
    return {
      status: 'error',
      entries: NO_ENTRIES,
      window: first,
      stale: false,
      refetch: () => void (primary.isError ? primary.refetch() : fallback.refetch()),
      error: primary.isError ? primary.error : fallback.error,
    };
  }
  if (!primary.data || (needsFallback && !fallback.data)) return { status: 'loading', entries: NO_ENTRIES, window: first, stale: false, refetch: () => undefined };
  if (needsFallback && fallback.data) return { status: 'ready', entries: fallback.data, window: wide!, stale: false, refetch: () => void fallback.refetch() };
  return { status: 'ready', entries: primary.data, window: first, stale: primary.isPlaceholderData, refetch: () => void primary.refetch() };
}
