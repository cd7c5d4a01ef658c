/**
 * The compatible dates a calendar shows (F-28..F-32): looked up by client location or by home
 * address id, carrying the cart and the window. A first window by variant; when it holds no date
 * that can be chosen, a wider fallback window (month: one year, F-30; week grid of slots: 3 months,
 * F-32; the week calendar has none and says so, F-26).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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
  if (place === null) return { status: 'ready', entries: [], window: first, stale: false, refetch: () => undefined };
  if (primary.isError || (needsFallback && fallback.isError)) {
    return {
      status: 'error',
      entries: [],
      window: first,
      stale: false,
      refetch: () => void (primary.isError ? primary.refetch() : fallback.refetch()),
      error: primary.isError ? primary.error : fallback.error,
    };
  }
  if (!primary.data || (needsFallback && !fallback.data)) return { status: 'loading', entries: [], window: first, stale: false, refetch: () => undefined };
  if (needsFallback && fallback.data) return { status: 'ready', entries: fallback.data, window: wide!, stale: false, refetch: () => void fallback.refetch() };
  return { status: 'ready', entries: primary.data, window: first, stale: primary.isPlaceholderData, refetch: () => void primary.refetch() };
}
