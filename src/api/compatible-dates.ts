/**
 * Compatible dates for the schedule screen (paths not shown, OPEN-11; chosen next to their siblings):
 * M-60 GET /client-location/{id}/compatible-dates?start=&end=&cart=
 * M-61 GET /customer/address/{id}/compatible-dates?start=&end=&cart=
 * `start`/`end` are YYYY-MM-DD (inclusive); `cart` is the JSON of `[{ service_offering_id, quantity }]`.
 */
import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';

const hhmm = z.string().check(z.regex(/^\d{2}:\d{2}$/));

const compatibleDateSchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  is_available: z.boolean(),
  service_vehicle_id: z.nullish(z.union([z.int(), z.string()])),
  schedule_instance_id: z.nullish(z.int()),
  start_time: z.nullish(hhmm),
  end_time: z.nullish(hhmm),
  buffer_time_minutes: z.nullish(z.number()),
  available_time_ranges: z.nullish(z.array(z.object({ start_time: hhmm, end_time: hhmm }))),
  available_start_times: z.nullish(z.array(hhmm)),
  unavailable_slot_times: z.nullish(z.array(hhmm)),
  is_pickup_and_delivery: z.nullish(z.boolean()),
  is_demand_based: z.nullish(z.boolean()),
  scheduled_works_at_client_location: z.nullish(z.array(z.object({ scheduled_work_id: z.int(), start_time: z.nullish(hhmm), end_time: z.nullish(hhmm) }))),
});
export type CompatibleDate = z.infer<typeof compatibleDateSchema>;
const compatibleDatesSchema = z.array(compatibleDateSchema);

export interface CartItemRef {
  service_offering_id: number;
  quantity?: number;
}
export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD, inclusive */
  end: string;
}

function cartParam(cart: readonly CartItemRef[]) {
  return cart.map((c) => ({ service_offering_id: c.service_offering_id, quantity: c.quantity ?? 1 }));
}

export const compatibleDateKeys = {
  all: ['compatible-dates'] as const,
  atLocation: (clientLocationId: number, range: DateRange, cart: readonly CartItemRef[]) =>
    [...compatibleDateKeys.all, 'client-location', clientLocationId, range.start, range.end, cartParam(cart)] as const,
  atAddress: (addressId: number, range: DateRange, cart: readonly CartItemRef[]) =>
    [...compatibleDateKeys.all, 'address', addressId, range.start, range.end, cartParam(cart)] as const,
};

/** M-60 */
export function getCompatibleDatesAtLocation(clientLocationId: number, range: DateRange, cart: readonly CartItemRef[], signal?: AbortSignal) {
  return apiFetch('GET', `/client-location/${clientLocationId}/compatible-dates`, {
    query: { start: range.start, end: range.end, cart: cartParam(cart) },
    schema: compatibleDatesSchema,
    signal,
  });
}
/** M-61 */
export function getCompatibleDatesAtAddress(addressId: number, range: DateRange, cart: readonly CartItemRef[], signal?: AbortSignal) {
  return apiFetch('GET', `/customer/address/${addressId}/compatible-dates`, {
    query: { start: range.start, end: range.end, cart: cartParam(cart) },
    schema: compatibleDatesSchema,
    signal,
  });
}

export type SchedulePlace = { clientLocationId: number; addressId?: undefined } | { addressId: number; clientLocationId?: undefined };

export function compatibleDatesQueryOptions(place: SchedulePlace, range: DateRange, cart: readonly CartItemRef[]) {
  const atLocation = place.clientLocationId !== undefined;
  const id = place.clientLocationId ?? place.addressId ?? 0;
  return queryOptions<CompatibleDate[]>({
    queryKey: atLocation ? compatibleDateKeys.atLocation(id, range, cart) : compatibleDateKeys.atAddress(id, range, cart),
    queryFn: ({ signal }) =>
      atLocation ? getCompatibleDatesAtLocation(id, range, cart, signal) : getCompatibleDatesAtAddress(id, range, cart, signal),
  });
}

