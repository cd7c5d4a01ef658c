// @vitest-environment jsdom
/**
 * D-93: the referrer token of a `?ref=` link is kept in a cookie for 30 days and read back on a later visit
 * (the service picker's useReferralFromQuery then puts it in the booking: D-15's package price, D-94's referrer_code).
 */
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReferrerCookie, writeReferrerCookie } from '../../src/booking/referrer-cookie';
import { useReferralFromQuery } from '../../src/widgets/service-picker/use-referral-from-query';

afterEach(() => vi.restoreAllMocks());

/** What the page writes to `document.cookie` (still written through to jsdom). */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    own.set!.call(this, value);
  });
  return writes;
}

describe('the referrer cookie (D-93)', () => {
  it('D-93 a ?ref= visit keeps the code in a cookie for 30 days (max-age 2592000 s), for the whole site', () => {
    const writes = cookieWrites();
    renderHook(() => useReferralFromQuery(null, vi.fn(), '?ref=FRIEND42'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^referrer_code=FRIEND42; max-age=2592000; path=\/; samesite=lax/);
    expect(readReferrerCookie()).toBe('FRIEND42');
  });

  it('D-93 a later visit without the link reads the code back into the booking', () => {
    const first = renderHook(() => useReferralFromQuery(null, vi.fn(), '?ref=FRIEND42'));
    first.unmount();
    const dispatch = vi.fn();
    renderHook(() => useReferralFromQuery(null, dispatch, ''));
    expect(dispatch).toHaveBeenCalledWith({ type: 'answer', field: 'referrerCode', value: 'FRIEND42' });
  });

  it('D-93 a new link replaces the kept code; no link and no cookie change nothing', () => {
    const none = vi.fn();
    renderHook(() => useReferralFromQuery(null, none, ''));
    expect(none).not.toHaveBeenCalled();
    writeReferrerCookie('OLD1');
    const dispatch = vi.fn();
    renderHook(() => useReferralFromQuery('OLD1', dispatch, '?ref=NEW2'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'answer', field: 'referrerCode', value: 'NEW2' });
    expect(readReferrerCookie()).toBe('NEW2');
  });
});
