import { useEffect, useState } from 'react';
import { getToken, onTokenChange } from './client';

const signedInNow = () => getToken() !== null;

/**
 * True while a token is stored; follows sign-in, sign-out and a 403 as they happen. The one source of
 * "signed in" for the flow's session (FlowProvider) and the header, so both change in the same (ordinary) render.
 * Not `useSyncExternalStore`: that re-renders synchronously in the microtask that stored the token, ahead of the
 * calls that follow a sign-up (issue 28: ≈ 38 ms at 4× CPU before the address and the vehicle went out).
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(signedInNow);
  useEffect(() => {
    setSignedIn(signedInNow()); // a change between the first render and this subscription
    return onTokenChange(() => setSignedIn(signedInNow()));
  }, []);
  return signedIn;
}
