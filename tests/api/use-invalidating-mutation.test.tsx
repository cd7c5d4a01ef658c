// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInvalidatingMutation } from '../../src/api/use-invalidating-mutation';

afterEach(cleanup);

const KEY = ['customer-info'] as const;

/** A client whose one query counts its fetches, shown by a mounted component (as a step shows customer-info). */
function world() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = { count: 0 };
  const queryFn = async () => `answer ${++fetches.count}`;
  function Shown() {
    const { data } = useQuery({ queryKey: KEY, queryFn });
    return <p>{data ?? 'loading'}</p>;
  }
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return { qc, fetches, Shown, wrapper };
}

async function mutateOnce(w: ReturnType<typeof world>, refetchType?: 'active' | 'none') {
  const { result } = renderHook(() => useInvalidatingMutation(async (n: number) => n + 1, [KEY], refetchType), { wrapper: w.wrapper });
  let answer = 0;
  let fetchesWhenResolved = -1;
  await act(async () => {
    answer = await result.current.mutateAsync(1);
    fetchesWhenResolved = w.fetches.count;
  });
  return { answer, fetchesWhenResolved };
}

describe('useInvalidatingMutation', () => {
  it('refetches what is shown before mutateAsync resolves (the page stays and shows the change)', async () => {
    const w = world();
    render(<w.Shown />, { wrapper: w.wrapper });
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    const { answer, fetchesWhenResolved } = await mutateOnce(w);
    expect(answer).toBe(2);
    expect(fetchesWhenResolved).toBe(2);
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('H-32 refetchType none: resolves without fetching (the booking leaves its page); the next page to show it fetches it', async () => {
    const w = world();
    const shown = render(<w.Shown />, { wrapper: w.wrapper });
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    const { fetchesWhenResolved } = await mutateOnce(w, 'none');
    expect(fetchesWhenResolved).toBe(1);
    expect(w.qc.getQueryState(KEY)?.isInvalidated).toBe(true);
    shown.unmount();
    render(<w.Shown />, { wrapper: w.wrapper });
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
    expect(w.fetches.count).toBe(2);
  });

  it('invalidates nothing when the call fails', async () => {
    const w = world();
    render(<w.Shown />, { wrapper: w.wrapper });
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    const { result } = renderHook(
      () =>
        useInvalidatingMutation(async () => {
          throw new Error('refused');
        }, [KEY]),
      { wrapper: w.wrapper },
    );
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toThrow('refused');
    });
    expect(w.qc.getQueryState(KEY)?.isInvalidated).toBe(false);
    expect(w.fetches.count).toBe(1);
  });
});
