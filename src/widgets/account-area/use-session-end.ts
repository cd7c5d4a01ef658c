import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client';

/**
 * K-03: once the customer record fails to load, `end` runs (once): the token is removed and the
 * widget leaves for /login. A 403 is left to the app, which already cleared the token, showed
 * "Sorry, your session is expired. Please log in." and went to /login (A-32..A-34). Every ApiError is
 * reported by the client already.
 */
export function useSessionEndOnFailure(error: unknown, end: () => void): void {
  const done = useRef(false);
  const latest = useRef(end);
  latest.current = end;
  useEffect(() => {
    if (!error || done.current) return;
    if (error instanceof ApiError && error.isSessionExpired) return;
    done.current = true;
    latest.current();
  }, [error]);
}
