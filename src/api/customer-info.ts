/**
 * The signed-in customer (M-45): their record, vehicles and scheduled works, and whether a session
 * exists. Apart from sign-in (src/api/auth.ts, which carries the password digest) so screens that only
 * read the customer do not load the sign-in code.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, getToken } from './client';
import { authKeys } from './auth-keys';
import { customerSchema, scheduledWorkSchema, vehicleSchema } from './entities';


const customerInfoSchema = z.object({
  customer: customerSchema,
  vehicles: z.array(vehicleSchema),
  scheduled_works: z.array(scheduledWorkSchema),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** M-45 */
export function getCustomerInfo(signal?: AbortSignal): Promise<CustomerInfo> {
  return apiFetch('GET', '/customer-info', { schema: customerInfoSchema, signal });
}

function isSignedIn(): boolean {
  return getToken() !== null;
}

/**
 * How long a fetched customer-info stays fresh: it changes through the customer's own calls, and each of those marks
 * it stale (sign-in stores the answer's copy), so a step that shows it does not fetch it again on every mount.
 */
const CUSTOMER_INFO_FRESH_MS = 5 * 60_000;

export function customerInfoQueryOptions() {
  return queryOptions({
    queryKey: authKeys.customerInfo(),
    queryFn: ({ signal }) => getCustomerInfo(signal),
    retry: false,
    staleTime: CUSTOMER_INFO_FRESH_MS,
  });
}

export function useCustomerInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...customerInfoQueryOptions(), enabled: options.enabled ?? isSignedIn() });
}
