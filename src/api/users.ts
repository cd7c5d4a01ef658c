/**
 * The primary user and additional users (subusers) of an account.
 * M-55 GET /customer/{id}/subusers, M-56 POST /subuser, M-57 POST /subuser/{id}, M-58 POST /customer/{id},
 * M-59 POST /user/{id} (is_deleted true). Handing the primary contact over (K-43, chosen): POST /subuser/{id}
 * with `make_primary: true` swaps the contact fields of the customer and that subuser.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { authKeys } from './auth-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';
import { customerSchema } from './entities';

const subuserSchema = z.object({
  id: z.int(),
  customer_id: z.nullish(z.int()),
  first_name: z.string(),
  last_name: z.nullish(z.string()),
  /** The e-mail. */
  username: z.string(),
  phone: z.nullish(z.string()),
  is_deleted: z.nullish(z.boolean()),
});
export type Subuser = z.infer<typeof subuserSchema>;

export interface SubuserFields {
  first_name: string;
  last_name?: string | null;
  username: string;
  phone?: string | null;
}

export const userKeys = {
  all: ['users'] as const,
  subusers: (customerId: number) => [...userKeys.all, 'subusers', customerId] as const,
};

/** M-55 (deleted users are not listed) */
export function getSubusers(customerId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/customer/${customerId}/subusers`, { schema: z.array(subuserSchema), signal });
}
/** M-56 */
export function createSubuser(customerId: number, fields: SubuserFields) {
  return apiFetch('POST', '/subuser', { body: { ...fields, customer_id: customerId }, schema: subuserSchema });
}
/** M-57 */
export function updateSubuser(id: number, fields: Partial<SubuserFields> & { make_primary?: boolean }) {
  return apiFetch('POST', `/subuser/${id}`, { body: fields, schema: subuserSchema });
}
/** M-58 */
export function updateCustomer(customerId: number, fields: { first_name?: string; last_name?: string; email?: string; phone?: string }) {
  return apiFetch('POST', `/customer/${customerId}`, { body: fields, schema: customerSchema });
}
/** M-59. Answer: the removed user. */
export function removeUser(userId: number) {
  return apiFetch('POST', `/user/${userId}`, { body: { is_deleted: true }, schema: subuserSchema });
}

function subusersQueryOptions(customerId: number) {
  return queryOptions({ queryKey: userKeys.subusers(customerId), queryFn: ({ signal }) => getSubusers(customerId, signal) });
}
export function useSubusers(customerId: number | null | undefined) {
  return useQuery({ ...subusersQueryOptions(customerId ?? 0), enabled: customerId != null });
}

/** A change to a user shows in the user lists and in the customer's info. */
const USER_QUERIES = [userKeys.all, authKeys.customerInfo()];
export const useCreateSubuser = () =>
  useInvalidatingMutation((v: { customerId: number; fields: SubuserFields }) => createSubuser(v.customerId, v.fields), USER_QUERIES);
export const useUpdateSubuser = () =>
  useInvalidatingMutation((v: { id: number; fields: Partial<SubuserFields> & { make_primary?: boolean } }) => updateSubuser(v.id, v.fields), USER_QUERIES);
export const useUpdateCustomer = () =>
  useInvalidatingMutation((v: { customerId: number; fields: Parameters<typeof updateCustomer>[1] }) => updateCustomer(v.customerId, v.fields), USER_QUERIES);
export const useRemoveUser = () => useInvalidatingMutation(removeUser, USER_QUERIES);
