/**
 * /logout (J-11, J-12): what sign-out forgets on the API side. There is no sign-out call: the token is
 * removed and the customer's cached answers are dropped, while client locations and the provider
 * configuration stay (J-11: they are the provider's, not the customer's).
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearToken } from './client';
import { clientLocationKeys } from './client-locations';

/** Key prefixes that survive sign-out (J-11). The provider configuration's key starts with 'configuration'. */
const KEPT_ON_SIGN_OUT: readonly string[] = ['configuration', 'pro-status', clientLocationKeys.all[0]];

/** True when a query belongs to what sign-out keeps (J-11). */
export function keptOnSignOut(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === 'string' && KEPT_ON_SIGN_OUT.includes(queryKey[0]);
}

/**
 * J-11, J-12: removes the token (the session ends: token listeners run) and every cached query except
 * client locations and the provider configuration, so nothing of the customer is shown to the next person.
 */
function signOutAndForget(qc: QueryClient): void {
  clearToken();
  qc.removeQueries({ predicate: (query) => !keptOnSignOut(query.queryKey) });
}

/** {@link signOutAndForget} bound to the app's query client. */
export function useSignOut(): () => void {
  const qc = useQueryClient();
  return useCallback(() => signOutAndForget(qc), [qc]);
}
