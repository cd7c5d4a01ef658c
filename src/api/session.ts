/**
 * Sign-out (J-11, J-12): removes the token and every cached answer of the user, keeping the provider
 * configuration, the pro status and the client locations. There is no sign-out call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from './auth';
import { clientLocationKeys } from './client-locations';
import { configurationKeys } from './configuration';

const KEPT_ROOTS: readonly unknown[] = [configurationKeys.all()[0], configurationKeys.proStatus('')[0], clientLocationKeys.all[0]];

export function useSignOut() {
  const qc = useQueryClient();
  return () => {
    signOut();
    qc.removeQueries({ predicate: (q) => !KEPT_ROOTS.includes(q.queryKey[0]) });
  };
}
