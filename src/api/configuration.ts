/**
 * Provider configuration (M-01 GET /app-z3p-configuration) and pro status (M-02 GET /pro/{id}).
 *
 * The configuration's parser and type are generated from schemas/provider-config.schema.json (the one source:
 * `npm run codegen` writes src/generated/provider-config.ts). Unknown fields from the server are dropped, not rejected.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, getProviderName } from './client';
import { providerConfigSchema, type ProviderConfig } from '../generated/provider-config';

export { providerConfigSchema, type ProviderConfig };

/** `Active`, `Churned`, or another status the back end may add (compare ignoring case, OPEN-48). */
const proStatusSchema = z.object({
  status: z.string().check(z.minLength(1)),
});
export type ProStatus = { status: 'Active' | 'Churned' | (string & {}) };

export function isChurned(status: ProStatus | undefined): boolean {
  return status?.status.toLowerCase() === 'churned';
}

// ---------------------------------------------------------------------------------------------
// Query keys (the provider is part of every key: two providers never share a cache entry)
// ---------------------------------------------------------------------------------------------

export const configurationKeys = {
  all: (provider: string = getProviderName()) => ['configuration', provider] as const,
  proStatus: (id: string) => ['pro-status', id] as const,
};

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/** M-01 */
export function getProviderConfig(signal?: AbortSignal): Promise<ProviderConfig> {
  return apiFetch('GET', '/app-z3p-configuration', { schema: providerConfigSchema, signal });
}

/** M-02. `id` is the provider identifier (z3p_client_name). */
export function getProStatus(id: string, signal?: AbortSignal): Promise<ProStatus> {
  return apiFetch('GET', `/pro/${encodeURIComponent(id)}`, { schema: proStatusSchema, signal });
}

// ---------------------------------------------------------------------------------------------
// Query options and hooks
// ---------------------------------------------------------------------------------------------

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: configurationKeys.all(),
    queryFn: ({ signal }) => getProviderConfig(signal),
    staleTime: Infinity,
  });
}

export function useProviderConfig() {
  return useQuery(configurationQueryOptions());
}

export function proStatusQueryOptions(id: string = getProviderName()) {
  return queryOptions({
    queryKey: configurationKeys.proStatus(id),
    queryFn: ({ signal }) => getProStatus(id, signal),
    staleTime: Infinity,
  });
}

/** Pro status of the current provider (or `id`). */
export function useProStatus(id?: string) {
  return useQuery(proStatusQueryOptions(id));
}
