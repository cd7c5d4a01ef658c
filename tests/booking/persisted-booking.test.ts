// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { createBookingStore } from '../../src/booking/booking-store';
import { bookingStorageKey, keepPersonalDataInMemory, loadBooking, persistBookingStore, saveBooking, withoutPersonalData } from '../../src/booking/persisted-booking';
import { PERSONAL, personalBooking, personalDataInStorage } from '../support/personal-data';
import { clearUserState } from '../../src/widgets/sign-out/sign-out';
import { clearBookingDrafts } from '../../src/widgets/booking-finished/booking-finished';

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

describe('personal data lifetime (issue 15)', () => {
  it('withoutPersonalData keeps only what identifies no one: the shop locations and the referral code', () => {
    const kept = withoutPersonalData(personalBooking());
    expect(kept).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4], referrerCode: 'FRIEND20' });
    expect(PERSONAL.filter((p) => JSON.stringify(kept).includes(p))).toEqual([]);
  });

  it('H-37 a finished booking: the saved copy loses the personal data at once and after every change; memory keeps it; a new booking saves again', () => {
    const store = createBookingStore(personalBooking());
    const stop = persistBookingStore(store, 'demo');
    expect(personalDataInStorage('demo')).toEqual(PERSONAL); // while booking: everything survives a reload

    keepPersonalDataInMemory(store);
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(store.getState().lastBooking?.customer.firstName).toBe('Dana'); // the finished page shows it from memory
    store.update(clearBookingDrafts); // H-37 after 2 s
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(loadBooking('demo')).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4], referrerCode: 'FRIEND20' });
    expect(store.getState().customer.email).toBe('dana@example.com');

    keepPersonalDataInMemory(store, false); // H-40 Book another service
    expect(loadBooking('demo').customer.email).toBe('dana@example.com');
    stop();
  });

  it('J-11 logout: the cleared booking is what is saved; no personal data is left', () => {
    const store = createBookingStore(personalBooking());
    const stop = persistBookingStore(store, 'acme');
    store.update(clearUserState);
    keepPersonalDataInMemory(store, false);
    expect(personalDataInStorage('acme')).toEqual([]);
    expect(loadBooking('acme')).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4] });
    stop();
  });

  it('a store that is not persisted is only marked; stopping persistence stops the saves', () => {
    const loose = createBookingStore(personalBooking());
    keepPersonalDataInMemory(loose);
    expect(sessionStorage.length).toBe(0);
    const store = createBookingStore(emptyBooking());
    const stop = persistBookingStore(store, 'demo');
    stop();
    store.update((d) => void (d.customer.firstName = 'Dana'));
    keepPersonalDataInMemory(store, false);
    expect(personalDataInStorage('demo')).toEqual([]);
  });
});
