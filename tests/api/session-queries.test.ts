/**
 * What a new session refetches (issue 28: sign-in and sign-up no longer fetch the provider's configuration, its
 * status and the vehicle catalogue again on the way to the next step).
 */
// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../src/api/auth-keys';
import { configurationKeys } from '../../src/api/configuration';
import { invalidateSessionQueries, useMutationThatMaySignIn } from '../../src/api/session-queries';
import { vehicleCatalogKeys } from '../../src/api/vehicle-catalog';
import { vehicleKeys } from '../../src/api/vehicles';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

/** A client with one shown (observed) query per key, each counting its fetches. */
async function shownQueries(keys: Record<string, QueryKey>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(qc);
  const fetches: Record<string, number> = {};
  for (const [name, queryKey] of Object.entries(keys)) {
    fetches[name] = 0;
    const observer = new QueryObserver(qc, { queryKey, queryFn: () => ++fetches[name]!, staleTime: Infinity });
    observer.subscribe(() => undefined);
  }
  await Promise.all(Object.values(keys).map((queryKey) => qc.fetchQuery({ queryKey })));
  return { qc, fetches };
}

describe('invalidateSessionQueries', () => {
  it('issue 28: a new session refetches what depends on who is signed in, not the configuration, the provider status or the catalogue', async () => {
    const { qc, fetches } = await shownQueries({
      configuration: configurationKeys.all('acme'),
      proStatus: configurationKeys.proStatus('acme'),
      makes: vehicleCatalogKeys.makes(2020),
      customer: authKeys.customerInfo(),
      vehicles: vehicleKeys.list(),
    });
    await invalidateSessionQueries(qc);
    expect(fetches).toEqual({ configuration: 1, proStatus: 1, makes: 1, customer: 2, vehicles: 2 });
  });
});

describe('useMutationThatMaySignIn', () => {
  it('J-18 an answer with a token refetches the session queries once; one without a token (a refused reset) refetches nothing', async () => {
    const { qc, fetches } = await shownQueries({ customer: authKeys.customerInfo(), configuration: configurationKeys.all('acme') });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: qc }, children);
    const { result } = renderHook(() => useMutationThatMaySignIn((token: string | null) => Promise.resolve({ token })), { wrapper });
    await result.current.mutateAsync(null);
    expect(fetches).toEqual({ customer: 1, configuration: 1 });
    await result.current.mutateAsync('t-1');
    await vi.waitFor(() => expect(fetches).toEqual({ customer: 2, configuration: 1 }));
  });
});
