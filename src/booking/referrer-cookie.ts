/**
 * D-93: the referrer token of a referral link (`?ref=`) is kept in a cookie for 30 days, so a later visit
 * without the link still books with the referral (D-15's package price, D-94's referrer_code).
 */
import { useEffect } from 'react';

/** The cookie's name (docs/decisions.md). */
const REFERRER_COOKIE = 'referrer_code';
/** D-93: how long the cookie is kept, in seconds (30 days). */
const REFERRER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The kept referrer code, or null (none, expired, or no document). */
export function readReferrerCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REFERRER_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** Keeps `code` for 30 days (max-age, whole site, SameSite=Lax; Secure on https). */
export function writeReferrerCookie(code: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent(code)}; max-age=${REFERRER_COOKIE_MAX_AGE_S}; path=/; samesite=lax${secure}`;
}

/**
 * The referrer code to use: the link's own (`fromLink`, kept in the cookie for 30 days, D-93) or, without one,
 * the code kept from an earlier visit; null when there is neither.
 */
export function useKeptReferrer(fromLink: string | null): string | null {
  useEffect(() => {
    if (fromLink) writeReferrerCookie(fromLink);
  }, [fromLink]);
  return fromLink ?? readReferrerCookie();
}
