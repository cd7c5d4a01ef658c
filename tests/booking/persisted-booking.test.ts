// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { createBookingStore } from '../../src/booking/booking-store';
import { bookingStorageKey, loadBooking, persistBookingStore, saveBooking, withoutPersonalData } from '../../src/booking/persisted-booking';
import { OIL_CHANGE_LINE } from '../../src/booking/sample-booking';
import { PERSONAL, personalBooking, personalDataInStorage } from '../support/personal-data';

afterEach(() => sessionStorage.clear());

const save = (provider: string, value: unknown) => sessionStorage.setItem(bookingStorageKey(provider), JSON.stringify(value));

describe('persisted booking', () => {
  it('round-trips per provider', () => {
    saveBooking('acme', { ...emptyBooking(), tireSize: '205/55R16' });
    expect(loadBooking('acme').tireSize).toBe('205/55R16');
    expect(loadBooking('demo').tireSize).toBeNull();
  });

  it('round-trips a booking full of data as it was saved', () => {
    saveBooking('acme', personalBooking());
    expect(loadBooking('acme')).toEqual(personalBooking());
  });

  it('falls back to an empty booking for unreadable data and fills missing fields', () => {
    sessionStorage.setItem(bookingStorageKey('x'), '{oops');
    expect(loadBooking('x')).toEqual(emptyBooking());
    save('y', { guest: true });
    expect(loadBooking('y')).toEqual({ ...emptyBooking(), guest: true });
    save('z', [1, 2]);
    expect(loadBooking('z')).toEqual(emptyBooking());
  });

  it('drops a saved booking of the wrong shape, keeping its valid cart lines', () => {
    const broken = { ...OIL_CHANGE_LINE, quantity: 'two' };
    save('acme', { ...personalBooking(), placeMode: 'office', cart: [OIL_CHANGE_LINE, broken, 'junk'] });
    expect(loadBooking('acme')).toEqual({ ...emptyBooking(), cart: [OIL_CHANGE_LINE] });
    save('demo', { customer: 'Dana', cart: 'nothing' });
    expect(loadBooking('demo')).toEqual(emptyBooking());
  });

  it('drops an old booking (a field since retyped) but keeps its cart', () => {
    const old = { ...personalBooking(), tip: 15, schedule: { date: '2025-03-18' }, cart: [OIL_CHANGE_LINE] };
    save('acme', old);
    expect(loadBooking('acme')).toEqual({ ...emptyBooking(), cart: [OIL_CHANGE_LINE] });
  });

  it('drops fields the booking no longer has', () => {
    save('acme', { ...emptyBooking(), retired: 'x' });
    expect(loadBooking('acme')).toEqual(emptyBooking());
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

    store.dispatch({ type: 'protectPersonalData' });
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(store.getState().lastBooking?.customer.firstName).toBe('Dana'); // the finished page shows it from memory
    store.dispatch({ type: 'clearFinishedDrafts' }); // H-37 after 2 s
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(loadBooking('demo')).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4], referrerCode: 'FRIEND20' });
    expect(store.getState().customer.email).toBe('dana@example.com');

    store.dispatch({ type: 'bookAnother' }); // H-40 Book another service
    expect(loadBooking('demo').customer.email).toBe('dana@example.com');
    stop();
  });

  it('H-31 bookingMade: the saved copy never holds the booking just made', () => {
    const store = createBookingStore({ ...personalBooking(), lastBooking: null });
    const stop = persistBookingStore(store, 'demo');
    store.dispatch({ type: 'bookingMade', lastBooking: personalBooking().lastBooking! });
    expect(personalDataInStorage('demo')).toEqual([]);
    expect(store.getState().lastBooking?.scheduledWorkId).toBe(9001);
    stop();
  });

  it('J-11 logout: the cleared booking is what is saved; no personal data is left', () => {
    const store = createBookingStore({ ...personalBooking(), personalDataInMemoryOnly: true });
    const stop = persistBookingStore(store, 'acme');
    store.dispatch({ type: 'signedOut' });
    expect(personalDataInStorage('acme')).toEqual([]);
    expect(loadBooking('acme')).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4] });
    expect(store.getState().personalDataInMemoryOnly).toBe(false);
    stop();
  });

  it('stopping persistence stops the saves', () => {
    const store = createBookingStore(emptyBooking());
    const stop = persistBookingStore(store, 'demo');
    stop();
    store.dispatch({ type: 'setCustomerField', field: 'firstName', value: 'Dana' });
    expect(personalDataInStorage('demo')).toEqual([]);
  });
});
