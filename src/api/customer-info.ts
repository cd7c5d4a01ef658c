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

export function customerInfoQueryOptions() {
  return queryOptions({
    queryKey: authKeys.customerInfo(),
    queryFn: ({ signal }) => getCustomerInfo(signal),
    retry: false,
  });
}

export function useCustomerInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...customerInfoQueryOptions(), enabled: options.enabled ?? isSignedIn() });
}
