/**
 * The work of a check-in link (L-01, L-02, L-06): loaded with M-32 (no sign-in: the link is the key) through
 * the link pages' `useLinkedWork`, which sends `mismatch` for another customer's work (L-01) and reports a
 * work id that is not the link's, or a 404, as "Invalid URL" (L-02). Any other load failure sends `loadFailed`
 * once, with the page's path, and the flow sends the customer to /login with it as the redirect (L-06).
 */
import { useEffect, useRef } from 'react';
import type { WidgetEvent } from '../contract/widget-props';
import { useLinkedWork, type LinkedWork } from '../work-lines/use-linked-work';

/** A rate limit (429): the link is fine, the customer is asked to try again in a moment (issue 29), not sent to /login. */
export function waitsForRateLimit(linked: LinkedWork): linked is Extract<LinkedWork, { status: 'error' }> {
  return linked.status === 'error' && linked.failure !== null && 'key' in linked.failure && linked.failure.key === 'rate-limited';
}

/** L-01, L-02, L-06: the check-in link's work; a load failure but a rate limit sends `{ type: 'loadFailed', path }`. */
export function useCheckInWork(params: Readonly<Record<string, string>>, send: (event: WidgetEvent) => void, path: string): LinkedWork {
  const linked = useLinkedWork(params, send);
  const failed = linked.status === 'error' && !waitsForRateLimit(linked);
  const latest = useRef({ send, path });
  latest.current = { send, path };
  const sent = useRef(false);
  useEffect(() => {
    if (!failed || sent.current) return;
    sent.current = true;
    latest.current.send({ type: 'loadFailed', path: latest.current.path });
  }, [failed]);
  return linked;
}
