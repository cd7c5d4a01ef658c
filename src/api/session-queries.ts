/**
 * What a change of session (sign-in, sign-up, a password reset that signs in) makes stale: every query whose
 * answer depends on who is signed in. The provider's configuration, its status and the vehicle catalogue are the
 * same for everyone, so a new session does not fetch them again (refetching them put three calls and their
 * parsing on the way to the next step).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { configurationKeys } from './configuration';
import { vehicleCatalogKeys } from './vehicle-catalog';

/** The first key segments of the queries whose answers do not depend on the session. */
const SESSION_FREE_ROOTS: ReadonlySet<unknown> = new Set([configurationKeys.all('')[0], configurationKeys.proStatus('')[0], vehicleCatalogKeys.all[0]]);

/** Marks every session-dependent query stale (the shown ones refetch); resolves once those refetches settled. */
export function invalidateSessionQueries(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ predicate: (query) => !SESSION_FREE_ROOTS.has(query.queryKey[0]) });
}

/**
 * A mutation that starts a new session: once the back end accepted it, every session-dependent query is marked
 * stale. Promises: `mutateAsync` resolves only after those invalidations settled; a failed call invalidates nothing.
 */
export function useSessionMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useMutation<TData, Error, TVars>({ mutationFn, onSuccess: () => invalidateSessionQueries(qc) });
}

/**
 * A mutation whose answer may carry a new session's token (a sign-up, a password reset): when it does, every
 * session-dependent query is marked stale (the shown ones refetch); `mutateAsync` does not wait for them.
 */
export function useMutationThatMaySignIn<TVars, TData extends { token?: string | null }>(mutationFn: (vars: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn,
    onSuccess: (answer) => {
      if (answer.token) void invalidateSessionQueries(qc);
    },
  });
}
