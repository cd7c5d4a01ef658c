/**
 * The customer's vehicles and plate/VIN lookups.
 * M-11 POST /booking/vehicle-lookup/{plateState}/{plateNumber} (a VIN uses the state segment 'VIN'),
 * M-13 GET /carfax/recalls/{vin}, M-14 POST /vehicle, M-15 POST /vehicle/{vehicle_id} (color),
 * M-16 PUT /vehicle/{id} (is_deleted true), M-63 GET /vehicle (chosen path: the signed-in customer's vehicles).
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { authKeys } from './auth-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';
import { vehicleSchema, type Vehicle } from './entities';

export {  type Vehicle } from './entities';

/** A looked-up vehicle is not saved yet: no vehicle_id. */
const lookedUpVehicleSchema = z.extend(vehicleSchema, { vehicle_id: z.nullish(z.int()) });

const recallSchema = z.object({
  recall_formatted_string: z.string(),
  component: z.nullish(z.string()),
  campaign_number: z.nullish(z.string()),
});

const vehicleLookupAnswerSchema = z.object({
  vehicle: lookedUpVehicleSchema,
  service_records_count: z.nullish(z.int()),
  recalls_count: z.nullish(z.int()),
  image_link: z.nullish(z.string()),
  oil_types: z.nullish(z.array(z.string())),
  recall_list: z.nullish(z.array(recallSchema)),
});

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
  lookup: (plateState: string, plateNumber: string) => [...vehicleKeys.all, 'lookup', plateState, plateNumber] as const,
  recalls: (vin: string) => [...vehicleKeys.all, 'recalls', vin] as const,
};

/** Fields of a new vehicle (C-62); `customer_id` is required by the back end. */
export type NewVehicle = Omit<Partial<Vehicle>, 'vehicle_id'> & { customer_id: number };

/** M-63 (chosen path GET /vehicle) */
export function getVehicles(signal?: AbortSignal) {
  return apiFetch('GET', '/vehicle', { schema: z.array(vehicleSchema), signal });
}
/** M-11. Non-200 → the app goes to /pricing/vehicle-lookup?error=true. For a VIN pass plateState 'VIN'. */
export function lookupVehicle(plateState: string, plateNumber: string, signal?: AbortSignal) {
  return apiFetch('POST', `/booking/vehicle-lookup/${encodeURIComponent(plateState)}/${encodeURIComponent(plateNumber)}`, {
    schema: vehicleLookupAnswerSchema,
    signal,
  });
}
/** M-13 */
export function getRecalls(vin: string, signal?: AbortSignal) {
  return apiFetch('GET', `/carfax/recalls/${encodeURIComponent(vin)}`, { schema: z.array(recallSchema), signal });
}
/** M-14. Non-200 → ApiError whose serverText the app shows as "Critical Error: {text}". */
export function createVehicle(vehicle: NewVehicle) {
  return apiFetch('POST', '/vehicle', { body: vehicle, schema: vehicleSchema });
}
/** M-15. Answer (OPEN-02, chosen): the updated vehicle. */
export function updateVehicleColor(vehicleId: number, color: string) {
  return apiFetch('POST', `/vehicle/${vehicleId}`, { body: { color }, schema: vehicleSchema });
}
/** M-16. Answer (OPEN-03, chosen): the deleted vehicle. A vehicle with a scheduled/keys_available appointment answers 400. */
export function deleteVehicle(vehicleId: number) {
  return apiFetch('PUT', `/vehicle/${vehicleId}`, { body: { is_deleted: true }, schema: vehicleSchema });
}

export function vehiclesQueryOptions() {
  return queryOptions({ queryKey: vehicleKeys.list(), queryFn: ({ signal }) => getVehicles(signal) });
}
export function vehicleLookupQueryOptions(plateState: string, plateNumber: string) {
  return queryOptions({
    queryKey: vehicleKeys.lookup(plateState, plateNumber),
    queryFn: ({ signal }) => lookupVehicle(plateState, plateNumber, signal),
    retry: false,
    staleTime: Infinity,
  });
}
export function recallsQueryOptions(vin: string) {
  return queryOptions({ queryKey: vehicleKeys.recalls(vin), queryFn: ({ signal }) => getRecalls(vin, signal), retry: false, staleTime: Infinity });
}

export function useVehicles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...vehiclesQueryOptions(), enabled: options.enabled ?? true });
}
export function useVehicleLookup(plateState: string | undefined, plateNumber: string | undefined) {
  return useQuery({ ...vehicleLookupQueryOptions(plateState ?? '', plateNumber ?? ''), enabled: !!plateState && !!plateNumber });
}
export function useRecalls(vin: string | null | undefined) {
  return useQuery({ ...recallsQueryOptions(vin ?? ''), enabled: !!vin && vin.length === 17 });
}

/** A change to a vehicle shows in the vehicle list and in the customer's info. */
const VEHICLE_QUERIES = [vehicleKeys.list(), authKeys.customerInfo()];
export const useCreateVehicle = () => useInvalidatingMutation(createVehicle, VEHICLE_QUERIES);
export const useUpdateVehicleColor = () =>
  useInvalidatingMutation((v: { vehicleId: number; color: string }) => updateVehicleColor(v.vehicleId, v.color), VEHICLE_QUERIES);
export const useDeleteVehicle = () => useInvalidatingMutation(deleteVehicle, VEHICLE_QUERIES);
