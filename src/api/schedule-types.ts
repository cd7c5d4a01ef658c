/**
 * Schedule types (mechanical, tires, detailing, …) offered at a place.
 * M-04 GET /get-offered-schedule-types/client-location/{id}, M-05 GET /get-offered-schedule-types/home-address/{id}.
 * Answer shape of M-04/M-05 (OPEN-01, chosen): the same list as M-03 GET /schedule-type, `[{ schedule_type_id, name }]`.
 * M-03 itself has no client (no screen needs every type, only those offered at the place: docs/decisions.md).
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

const scheduleTypeSchema = z.object({
  schedule_type_id: z.int(),
  name: z.string(),
});
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;
const scheduleTypeListSchema = z.array(scheduleTypeSchema);

export const scheduleTypeKeys = {
  all: ['schedule-types'] as const,
  offeredAtLocation: (clientLocationId: number) => [...scheduleTypeKeys.all, 'client-location', clientLocationId] as const,
  offeredAtAddress: (addressId: number) => [...scheduleTypeKeys.all, 'home-address', addressId] as const,
};

/** M-04 */
export function getOfferedScheduleTypesAtLocation(clientLocationId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/get-offered-schedule-types/client-location/${clientLocationId}`, { schema: scheduleTypeListSchema, signal });
}
/** M-05 */
export function getOfferedScheduleTypesAtAddress(addressId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/get-offered-schedule-types/home-address/${addressId}`, { schema: scheduleTypeListSchema, signal });
}

export function offeredScheduleTypesQueryOptions(place: { clientLocationId?: number | null; addressId?: number | null }) {
  const atLocation = place.clientLocationId != null;
  const id = place.clientLocationId ?? place.addressId ?? -1;
  return queryOptions<ScheduleType[]>({
    queryKey: atLocation ? scheduleTypeKeys.offeredAtLocation(id) : scheduleTypeKeys.offeredAtAddress(id),
    queryFn: ({ signal }) => (atLocation ? getOfferedScheduleTypesAtLocation(id, signal) : getOfferedScheduleTypesAtAddress(id, signal)),
    enabled: atLocation || place.addressId != null,
  });
}

/** Schedule types offered at a workplace/shop (clientLocationId) or a home address (addressId). */
export function useOfferedScheduleTypes(place: { clientLocationId?: number | null; addressId?: number | null }) {
  return useQuery(offeredScheduleTypesQueryOptions(place));
}
