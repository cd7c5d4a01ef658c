// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { bookingStorageKey, loadBooking, saveBooking } from '../../src/booking/persisted-booking';

afterEach(() => sessionStorage.clear());

describe('persisted booking', () => {
  it('round-trips per provider', () => {
    saveBooking('acme', { ...emptyBooking(), tireSize: '205/55R16' });
    expect(loadBooking('acme').tireSize).toBe('205/55R16');
    expect(loadBooking('demo').tireSize).toBeNull();
  });

  it('falls back to an empty booking for unreadable data and fills missing fields', () => {
    sessionStorage.setItem(bookingStorageKey('x'), '{oops');
    expect(loadBooking('x')).toEqual(emptyBooking());
    sessionStorage.setItem(bookingStorageKey('y'), JSON.stringify({ guest: true }));
    expect(loadBooking('y')).toEqual({ ...emptyBooking(), guest: true });
  });
});
