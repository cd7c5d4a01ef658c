import { useEffect } from 'react';
import { useKeptReferrer } from '../../booking/referrer-cookie';
import type { DispatchBooking } from '../contract/widget-props';

/** The query parameter of a referral link that carries the referrer's code (docs/decisions.md "Screens: services"). */
const REFERRAL_QUERY_PARAM = 'ref';

/** The trimmed `?ref=` value of a search string, or null. */
export function referrerFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim();
  return value ? value : null;
}

/** Stores a `?ref=` code (or, without one, the code kept in the referrer cookie, D-93) in booking.referrerCode (packages at 80 %, D-15) when it differs from the one kept. */
export function useReferralFromQuery(current: string | null, dispatch: DispatchBooking, search: string = typeof window === 'undefined' ? '' : window.location.search): void {
  const code = useKeptReferrer(referrerFromSearch(search)); // D-93: else the code kept from an earlier visit
  useEffect(() => {
    if (code && code !== current) {
      dispatch({ type: 'answer', field: 'referrerCode', value: code });
    }
  }, [code, current, dispatch]);
}
