import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client';

/**
 * K-03: a non-200 answer to the customer record ends the session. Only an HTTP answer counts: a network
 * failure, a timeout or a malformed answer says nothing about the session, so the token stays and the page
 * offers a retry; so does a rate limit (429: "try again in a moment", issue 29). A 403 is left to the app, which already cleared the token, showed "Sorry, your session is
 * expired. Please log in." and went to /login (A-32..A-34). Every ApiError is reported by the client already.
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && !error.isSessionExpired && error.status !== 429;
}

/** K-03: once the customer record answers non-200 ({@link endsSession}), `end` runs (once): the token is removed and the widget leaves for /login. */
export function useSessionEndOnFailure(error: unknown, end: () => void): void {
  const done = useRef(false);
  const latest = useRef(end);
  latest.current = end;
  useEffect(() => {
    if (done.current || !endsSession(error)) return;
    done.current = true;
    latest.current();
  }, [error]);
}
