/**
 * Loads the scheduled work a link names (/approve-services, /receipt, /quote/{customer_id}/{sw_id}) with
 * M-32 GET /scheduled-work/{sw_id}/{customer_id} — no sign-in: the link itself is the key, and the page
 * compares the ids itself (docs/decisions.md, issue 12):
 * - L-01: the record's customer is not the link's → sends `mismatch` once (the flow goes home with
 *   "Invalid URL");
 * - L-02: the record is not the link's work (or the ids are not whole numbers) → `invalid` ("Invalid URL");
 * - a 404 → `notFound` (the server's words, the mock's being "Invalid URL"); other failures → `error` with
 *   the server's words when it gave some (a rate limit: the flow's `rate-limited`), and a retry.
 */
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client';
import { specificFailure, type CustomerFailure } from '../../api/failure-text';
import { useScheduledWorkForCustomer, type ScheduledWork } from '../../api/scheduled-works';
import type { WidgetEvent } from '../contract/widget-props';

/** The link's ids, when both are whole numbers. */
function workLinkIds(params: Readonly<Record<string, string>>): { swId: number; customerId: number } | null {
  const whole = (v: string | undefined) => (v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : null);
  const swId = whole(params.swId);
  const customerId = whole(params.customerId);
  return swId !== null && customerId !== null ? { swId, customerId } : null;
}

/** What a link page has of its work. */
export type LinkedWork =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'notFound'; failure: CustomerFailure | null }
  | { status: 'error'; failure: CustomerFailure | null; retry: () => void }
  | { status: 'ready'; work: ScheduledWork; swId: number; customerId: number; refetch: () => Promise<unknown> };

/** L-01, L-02: the work of the link in `params` (`customerId`, `swId`); sends `mismatch` for another customer's work. */
export function useLinkedWork(params: Readonly<Record<string, string>>, send: (event: WidgetEvent) => void): LinkedWork {
  const ids = workLinkIds(params);
  const query = useScheduledWorkForCustomer(ids?.swId, ids?.customerId);
  const work = query.data;
  const mismatch = ids !== null && work !== undefined && work.customer_id !== ids.customerId;
  const latestSend = useRef(send);
  latestSend.current = send;
  const sent = useRef(false);
  useEffect(() => {
    if (!mismatch || sent.current) return;
    sent.current = true;
    latestSend.current({ type: 'mismatch' });
  }, [mismatch]);

  if (ids === null) return { status: 'invalid' };
  if (work === undefined) {
    if (!query.isError) return { status: 'loading' };
    // The server's own words of the failure (a rate limit: `rate-limited`), if it has some.
    const failure = specificFailure(query.error);
    if (query.error instanceof ApiError && query.error.kind === 'http' && query.error.status === 404) return { status: 'notFound', failure };
    return { status: 'error', failure, retry: () => void query.refetch() };
  }
  if (mismatch) return { status: 'loading' };
  if (work.scheduled_work_id !== ids.swId) return { status: 'invalid' };
  return { status: 'ready', work, swId: ids.swId, customerId: ids.customerId, refetch: () => query.refetch() };
}
