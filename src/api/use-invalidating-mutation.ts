import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once the back end accepted it, marks every query under each of `keys` stale, so what
 * shows them refetches. Promises: with `refetchType` `active` (the default: the page stays and shows the change),
 * `mutateAsync` resolves only after the refetches of the queries shown have settled; with `none` (the page is being
 * left), nothing is fetched and it resolves at once: whatever shows them next fetches them as it mounts. A failed
 * call invalidates nothing.
 */
export function useInvalidatingMutation<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  keys: readonly QueryKey[],
  refetchType: 'active' | 'none' = 'active',
) {
  const qc = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey, refetchType }))),
  });
}
