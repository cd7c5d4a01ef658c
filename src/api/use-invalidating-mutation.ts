import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once the back end accepted it, marks every query under each of `keys` stale, so what
 * shows them refetches. Promises: `mutateAsync` resolves only after those invalidations have settled, and
 * a failed call invalidates nothing.
 */
export function useInvalidatingMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>, keys: readonly QueryKey[]) {
  const qc = useQueryClient();
  return useMutation<TData, Error, TVars>({ mutationFn, onSuccess: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey }))) });
}
