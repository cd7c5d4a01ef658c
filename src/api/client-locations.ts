/**
 * Workplace and shop locations, their keyosks and parking zones, and their price lists.
 * M-17 GET /client-location (query filter = JSON {"is_active":true}), M-18 GET /client-location/{id}/details,
 * M-19 GET /client-location/{id}/priced-service-offerings, M-39 GET /client-location/{id}/keyosk,
 * M-40 GET /client-location/{id}/parking (M-41 GET /parking/{id} has no client: a work and a location carry their
 * parking zones already, docs/decisions.md),
 * M-26 PUT /customer/client-location/{id}, M-27 PUT /customer/delete-client-location (saved workplace/shop places).
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { authKeys } from './auth-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';
import {
  clientLocationSchema,
  customerSchema,
  keyoskSchema,
  parkingZoneSchema,
  serviceOfferingSchema,
  statusMessageSchema,
} from './entities';
import { compareNames } from '../domain/compare-names';

export type { ClientLocation, ServiceOffering } from './entities';

const clientLocationDetailsSchema = z.object({
  client_location: clientLocationSchema,
  keyosks: z.array(keyoskSchema),
  parking_zones: z.array(parkingZoneSchema),
});
export type ClientLocationDetails = z.infer<typeof clientLocationDetailsSchema>;

const pricedServiceOfferingsSchema = z.object({ service_offerings: z.array(serviceOfferingSchema) });

/** Answer of M-26/M-27 (OPEN-19, chosen): Status, Message and the updated customer. */
const savedPlaceAnswerSchema = z.extend(statusMessageSchema, { customer: z.nullish(customerSchema) });

export const clientLocationKeys = {
  all: ['client-locations'] as const,
  list: () => [...clientLocationKeys.all, 'list'] as const,
  details: (id: number, vehicleId?: number | null) => [...clientLocationKeys.all, 'details', id, vehicleId ?? null] as const,
  offerings: (id: number, vehicleId?: number | null) => [...clientLocationKeys.all, 'offerings', id, vehicleId ?? null] as const,
  keyosks: (id: number) => [...clientLocationKeys.all, 'keyosks', id] as const,
  parking: (id: number) => [...clientLocationKeys.all, 'parking', id] as const,
};

/** M-17. Active locations sorted by long name (the app sorts again; the mock answers sorted). */
export async function getClientLocations(signal?: AbortSignal) {
  const list = await apiFetch('GET', '/client-location', {
    query: { filter: { is_active: true } },
    schema: z.array(clientLocationSchema),
    signal,
  });
  return [...list].sort((a, b) => compareNames(a.long_name, b.long_name));
}
/** M-18 */
export function getClientLocationDetails(id: number, vehicleId?: number | null, signal?: AbortSignal) {
  return apiFetch('GET', `/client-location/${id}/details`, { query: { vehicle_id: vehicleId }, schema: clientLocationDetailsSchema, signal });
}
/** M-19 */
export function getPricedServiceOfferings(id: number, vehicleId?: number | null, signal?: AbortSignal) {
  return apiFetch('GET', `/client-location/${id}/priced-service-offerings`, {
    query: { vehicle_id: vehicleId },
    schema: pricedServiceOfferingsSchema,
    signal,
  });
}
/** M-39 */
export function getKeyosks(id: number, signal?: AbortSignal) {
  return apiFetch('GET', `/client-location/${id}/keyosk`, { schema: z.array(keyoskSchema), signal });
}
/** M-40 */
export function getParkingZones(id: number, signal?: AbortSignal) {
  return apiFetch('GET', `/client-location/${id}/parking`, { schema: z.array(parkingZoneSchema), signal });
}
/** M-26 (OPEN-19, chosen payload): saves a workplace/shop as the customer's place, with preferred keyosk/parking. */
export function saveCustomerClientLocation(id: number, body: { keyosk_id?: number | null; parking_id?: number | null } = {}) {
  return apiFetch('PUT', `/customer/client-location/${id}`, { body, schema: savedPlaceAnswerSchema });
}
/** M-27 (OPEN-19, chosen payload): removes the customer's saved workplace/shop. */
export function deleteCustomerClientLocation(clientLocationId: number) {
  return apiFetch('PUT', '/customer/delete-client-location', { body: { client_location_id: clientLocationId }, schema: savedPlaceAnswerSchema });
}

export function clientLocationsQueryOptions() {
  return queryOptions({ queryKey: clientLocationKeys.list(), queryFn: ({ signal }) => getClientLocations(signal), staleTime: 5 * 60_000 });
}
export function clientLocationDetailsQueryOptions(id: number, vehicleId?: number | null) {
  return queryOptions({ queryKey: clientLocationKeys.details(id, vehicleId), queryFn: ({ signal }) => getClientLocationDetails(id, vehicleId, signal) });
}
export function pricedServiceOfferingsQueryOptions(id: number, vehicleId?: number | null) {
  return queryOptions({ queryKey: clientLocationKeys.offerings(id, vehicleId), queryFn: ({ signal }) => getPricedServiceOfferings(id, vehicleId, signal) });
}
export function keyosksQueryOptions(id: number) {
  return queryOptions({ queryKey: clientLocationKeys.keyosks(id), queryFn: ({ signal }) => getKeyosks(id, signal) });
}
export function parkingZonesQueryOptions(id: number) {
  return queryOptions({ queryKey: clientLocationKeys.parking(id), queryFn: ({ signal }) => getParkingZones(id, signal) });
}

export function useClientLocations() {
  return useQuery(clientLocationsQueryOptions());
}
export function useClientLocationDetails(id: number | null | undefined, vehicleId?: number | null) {
  return useQuery({ ...clientLocationDetailsQueryOptions(id ?? 0, vehicleId), enabled: id != null });
}
export function usePricedServiceOfferings(id: number | null | undefined, vehicleId?: number | null) {
  return useQuery({ ...pricedServiceOfferingsQueryOptions(id ?? 0, vehicleId), enabled: id != null });
}
export function useKeyosks(id: number | null | undefined) {
  return useQuery({ ...keyosksQueryOptions(id ?? 0), enabled: id != null });
}
export function useParkingZones(id: number | null | undefined) {
  return useQuery({ ...parkingZonesQueryOptions(id ?? 0), enabled: id != null });
}
export const useSaveCustomerClientLocation = () =>
  useInvalidatingMutation(
    (v: { clientLocationId: number; keyosk_id?: number | null; parking_id?: number | null }) =>
      saveCustomerClientLocation(v.clientLocationId, { keyosk_id: v.keyosk_id, parking_id: v.parking_id }),
    [authKeys.customerInfo()],
  );
export const useDeleteCustomerClientLocation = () => useInvalidatingMutation(deleteCustomerClientLocation, [authKeys.customerInfo()]);
