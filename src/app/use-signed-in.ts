import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from '../api/client';

const subscribe = (onChange: () => void) => onTokenChange(onChange);
const snapshot = () => getToken() !== null;

/** True while a token is stored; follows sign-in, sign-out and a 403 as they happen. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
