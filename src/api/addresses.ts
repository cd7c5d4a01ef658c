/**
 * Home addresses and the service area.
 * M-21 GET /service-area, M-22 GET /customer/address, M-23 POST /customer/address,
 * M-24 PUT /customer/address/{customer_address_id}, M-25 PUT /customer/address/make-primary/{id}.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './client';
import { authKeys } from './auth-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';
import { addressSchema } from './entities';

export { type Address } from './entities';

const serviceAreaSchema = z.array(z.object({ postal_code: z.string() }));

export interface AddressFields {
  display_name?: string | null;
  address_line_1: string;
  address_line_2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
  serviceability_note?: string | null;
  is_primary?: boolean;
  is_deleted?: boolean;
  /** Sent only when there is no token (guest flow). */
  customer_id?: number;
}

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  serviceArea: () => [...addressKeys.all, 'service-area'] as const,
};

/** M-21 */
export function getServiceArea(signal?: AbortSignal) {
  return apiFetch('GET', '/service-area', { schema: serviceAreaSchema, signal });
}
/** M-22 */
export function getAddresses(signal?: AbortSignal) {
  return apiFetch('GET', '/customer/address', { schema: z.array(addressSchema), signal });
}
/** M-23 */
export function createAddress(fields: AddressFields) {
  return apiFetch('POST', '/customer/address', { body: { is_deleted: false, is_primary: false, ...fields }, schema: addressSchema });
}
/** M-24 (update) */
export function updateAddress(addressId: number, fields: Partial<AddressFields>) {
  return apiFetch('PUT', `/customer/address/${addressId}`, { body: fields, schema: addressSchema });
}
/** M-24 (delete: is_deleted true) */
export function deleteAddress(addressId: number) {
  return apiFetch('PUT', `/customer/address/${addressId}`, { body: { is_deleted: true }, schema: addressSchema });
}
/** M-25. Answer: the address list after the change. */
export function makeAddressPrimary(addressId: number) {
  return apiFetch('PUT', `/customer/address/make-primary/${addressId}`, { schema: z.array(addressSchema) });
}

/**
 * M-21 as a query. A failure is silent (B-40) and is retried once, except after a timeout (the customer has
 * waited 15 s already): the service area is checked again before the account is created (issue 15).
 */
export function serviceAreaQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.serviceArea(),
    queryFn: ({ signal }) => getServiceArea(signal),
    staleTime: 10 * 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.kind === 'timeout'),
  });
}
export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) });
}

export function useServiceArea() {
  return useQuery(serviceAreaQueryOptions());
}
export function useAddresses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled: options.enabled ?? true });
}

/** A change to an address shows in the address list and in the customer's info. */
const ADDRESS_QUERIES = [addressKeys.list(), authKeys.customerInfo()];
export const useCreateAddress = () => useInvalidatingMutation(createAddress, ADDRESS_QUERIES);
export const useUpdateAddress = () =>
  useInvalidatingMutation((v: { addressId: number; fields: Partial<AddressFields> }) => updateAddress(v.addressId, v.fields), ADDRESS_QUERIES);
export const useDeleteAddress = () => useInvalidatingMutation(deleteAddress, ADDRESS_QUERIES);
export const useMakeAddressPrimary = () => useInvalidatingMutation(makeAddressPrimary, ADDRESS_QUERIES);

