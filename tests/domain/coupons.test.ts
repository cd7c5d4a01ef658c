import { describe, expect, it } from 'vitest';
import {
  checkCouponOnSubmit,
  checkCouponReuse,
  isCancelledStatus,
  normalizeCouponCode,
  resolveCouponLookup,
  validateCoupon,
  type CouponContext,
} from '../../src/domain/coupons';
import type { Coupon } from '../../src/domain/service-types';

const CANNOT = 'coupon-cannot-be-applied';
const coupon: Coupon = {
  coupon_code: 'FIRST15',
  start_date: '2024-06-01',
  end_date: '2024-06-30',
  amount_off_dollars: 15,
};
const ctx: CouponContext = { today: '2024-06-15', timeZone: 'America/New_York', cartServiceOfferingIds: [1, 2], clientLocationId: 7 };

describe('validateCoupon', () => {
  it('D-77 is valid only if a code is present', () => {
    expect(validateCoupon(coupon, ctx)).toEqual({ ok: true });
    expect(validateCoupon({ ...coupon, coupon_code: '  ' }, ctx)).toEqual({ ok: false, reason: 'missing_code', key: CANNOT });
    expect(validateCoupon({ ...coupon, coupon_code: null }, ctx)).toMatchObject({ ok: false, reason: 'missing_code' });
  });

  it('D-78 is valid from start_date to end_date, both days included', () => {
    expect(validateCoupon(coupon, { ...ctx, today: '2024-06-01' })).toEqual({ ok: true });
    expect(validateCoupon(coupon, { ...ctx, today: '2024-06-30' })).toEqual({ ok: true });
    expect(validateCoupon(coupon, { ...ctx, today: '2024-05-31' })).toEqual({ ok: false, reason: 'dates', key: CANNOT });
    expect(validateCoupon(coupon, { ...ctx, today: '2024-07-01' })).toEqual({ ok: false, reason: 'dates', key: CANNOT });
  });

  it('D-78 leaves a missing start or end date open', () => {
    expect(validateCoupon({ ...coupon, start_date: null, end_date: null }, { ...ctx, today: '2030-01-01' })).toEqual({ ok: true });
    expect(validateCoupon({ ...coupon, start_date: '', end_date: undefined }, { ...ctx, today: '1999-01-01' })).toEqual({ ok: true });
  });

  it('D-78 refuses an unreadable date or an invalid today', () => {
    expect(validateCoupon({ ...coupon, end_date: 'next week' }, ctx)).toMatchObject({ ok: false, reason: 'dates' });
    expect(validateCoupon(coupon, { ...ctx, today: '2024-02-30' })).toMatchObject({ ok: false, reason: 'dates' });
  });

  it('D-78 compares an instant end date as a calendar date in the service location time zone', () => {
    const instant = { ...coupon, end_date: '2024-06-30T03:00:00Z' }; // 29 June evening in Los Angeles, 30 June in Tokyo
    expect(validateCoupon(instant, { ...ctx, today: '2024-06-30', timeZone: 'America/Los_Angeles' })).toMatchObject({ ok: false, reason: 'dates' });
    expect(validateCoupon(instant, { ...ctx, today: '2024-06-30', timeZone: 'Asia/Tokyo' })).toEqual({ ok: true });
  });

  it('D-79 needs a cart service in valid_service_offering_ids when that list is given', () => {
    expect(validateCoupon({ ...coupon, valid_service_offering_ids: [2, 9] }, ctx)).toEqual({ ok: true });
    expect(validateCoupon({ ...coupon, valid_service_offering_ids: [9] }, ctx)).toEqual({ ok: false, reason: 'services', key: CANNOT });
    expect(validateCoupon({ ...coupon, valid_service_offering_ids: [] }, ctx)).toEqual({ ok: true });
  });

  it('D-80 needs the location in valid_client_location_ids when that list is given', () => {
    expect(validateCoupon({ ...coupon, valid_client_location_ids: [7] }, ctx)).toEqual({ ok: true });
    expect(validateCoupon({ ...coupon, valid_client_location_ids: [8] }, ctx)).toEqual({ ok: false, reason: 'location', key: CANNOT });
    expect(validateCoupon({ ...coupon, valid_client_location_ids: [7] }, { ...ctx, clientLocationId: null })).toMatchObject({ reason: 'location' });
    expect(validateCoupon({ ...coupon, valid_client_location_ids: [] }, { ...ctx, clientLocationId: null })).toEqual({ ok: true });
  });
});

describe('checkCouponReuse', () => {
  it('D-83 rejects a coupon already used on a non-cancelled booking', () => {
    expect(checkCouponReuse(coupon, [{ coupon_code: 'first15 ', status: 'completed' }])).toEqual({
      ok: false,
      reason: 'already_used',
      key: 'coupon-used-before',
    });
  });

  it('D-83 OPEN-48 ignores cancelled bookings in any case or spelling', () => {
    expect(checkCouponReuse(coupon, [{ coupon_code: 'FIRST15', status: 'CANCELLED' }, { coupon_code: 'FIRST15', status: 'canceled' }])).toEqual({ ok: true });
    expect(isCancelledStatus(' Cancelled ')).toBe(true);
    expect(isCancelledStatus('scheduled')).toBe(false);
    expect(isCancelledStatus(null)).toBe(false);
  });

  it('D-83 allows re-use when can_use_multiple_times, and other codes never block', () => {
    expect(checkCouponReuse({ ...coupon, can_use_multiple_times: true }, [{ coupon_code: 'FIRST15', status: 'scheduled' }])).toEqual({ ok: true });
    expect(checkCouponReuse(coupon, [{ coupon_code: 'SHARE5', status: 'scheduled' }, { coupon_code: null, status: 'scheduled' }])).toEqual({ ok: true });
  });
});

describe('checkCouponOnSubmit', () => {
  it('D-84 submitting a coupon used meanwhile on a non-cancelled booking: "Sorry, this coupon has already been used"', () => {
    expect(checkCouponOnSubmit(coupon, [{ coupon_code: 'FIRST15', status: 'scheduled' }])).toEqual({
      ok: false,
      reason: 'already_used',
      key: 'coupon-already-used',
    });
  });

  it('D-84 passes without a coupon, after cancelled bookings only, or with can_use_multiple_times', () => {
    expect(checkCouponOnSubmit(null, [{ coupon_code: 'FIRST15', status: 'scheduled' }])).toEqual({ ok: true });
    expect(checkCouponOnSubmit(coupon, [{ coupon_code: 'FIRST15', status: 'Cancelled' }])).toEqual({ ok: true });
    expect(checkCouponOnSubmit({ ...coupon, can_use_multiple_times: true }, [{ coupon_code: 'FIRST15', status: 'finished' }])).toEqual({ ok: true });
  });
});

describe('resolveCouponLookup', () => {
  it('D-76 D-89 applies a valid coupon looked up by its normalised code', () => {
    expect(resolveCouponLookup(' first15 ', { kind: 'found', coupon }, ctx)).toEqual({ status: 'applied', code: 'FIRST15', coupon });
    expect(normalizeCouponCode(' first15 ')).toBe('FIRST15');
  });

  it('D-81 D-82 D-85 an unknown code is refused, cleared, and gets a typo suggestion', () => {
    expect(resolveCouponLookup('fist15', { kind: 'not_found' }, ctx)).toEqual({
      status: 'rejected',
      code: 'FIST15',
      coupon: null,
      reason: 'not_found',
      key: CANNOT,
      suggestion: 'FIRST15',
      suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'FIRST15' } },
    });
  });

  it('D-81 D-86 D-87 an unknown code far from any known code has no suggestion', () => {
    expect(resolveCouponLookup('SUMMER24', { kind: 'not_found' }, ctx)).toMatchObject({ status: 'rejected', key: CANNOT, suggestion: null, suggestionMessage: null });
    expect(resolveCouponLookup('SHARES', { kind: 'not_found' }, ctx)).toMatchObject({ suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'SHARE5' } } });
    expect(resolveCouponLookup('TRYS', { kind: 'not_found' }, ctx)).toMatchObject({ suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'TRY5' } } });
  });

  it('D-77 D-81 a blank code is refused without a lookup suggestion', () => {
    expect(resolveCouponLookup('  ', { kind: 'not_found' }, ctx)).toMatchObject({ status: 'rejected', reason: 'missing_code', suggestion: null });
  });

  it('D-78 D-81 D-82 an expired coupon is refused and cleared', () => {
    expect(resolveCouponLookup('FIRST15', { kind: 'found', coupon }, { ...ctx, today: '2024-07-01' })).toMatchObject({
      status: 'rejected',
      coupon: null,
      reason: 'dates',
      key: CANNOT,
    });
  });

  it('D-83 a coupon used before is refused with its own message and no suggestion', () => {
    const outcome = resolveCouponLookup('FIRST15', { kind: 'found', coupon }, { ...ctx, previousBookings: [{ coupon_code: 'FIRST15', status: 'scheduled' }] });
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'already_used', key: 'coupon-used-before', suggestion: null });
  });

  it('D-88 a lookup error shows the error message and keeps no coupon', () => {
    expect(resolveCouponLookup('FIRST15', { kind: 'error' }, ctx)).toEqual({
      status: 'error',
      code: 'FIRST15',
      coupon: null,
      key: 'coupon-lookup-error',
    });
  });
});
