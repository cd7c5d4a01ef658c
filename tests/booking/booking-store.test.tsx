// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { createBookingStore } from '../../src/booking/booking-store';
import { BookingStoreProvider } from '../../src/booking/booking-store-provider';
import { bookingStorageKey, persistBookingStore } from '../../src/booking/persisted-booking';
import { shallowEqual } from '../../src/booking/shallow-equal';
import { useBooking, useBookingFields, useDispatchBooking } from '../../src/booking/use-booking';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('createBookingStore', () => {
  it('applies commands synchronously and tells subscribers once per dispatch; commands that change nothing tell no one', () => {
    const store = createBookingStore(emptyBooking());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getState();
    store.dispatch({ type: 'answer', field: 'scheduleNote', value: 'gate code 12' });
    expect(store.getState().scheduleNote).toBe('gate code 12');
    expect(store.getState().cart).toBe(before.cart); // unchanged parts are shared
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'answer', field: 'scheduleNote', value: 'gate code 12' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'answer', field: 'tireSize', value: '205/55R16' }, { type: 'answer', field: 'dirtLevel', value: 4 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ tireSize: '205/55R16', dirtLevel: 4 });
    unsubscribe();
    store.dispatch({ type: 'answer', field: 'scheduleNote', value: '' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is saved for the provider now and after every change', () => {
    const store = createBookingStore(emptyBooking());
    const stop = persistBookingStore(store, 'acme');
    expect(JSON.parse(sessionStorage.getItem(bookingStorageKey('acme')) ?? '{}').scheduleNote).toBe('');
    store.dispatch({ type: 'answer', field: 'scheduleNote', value: 'side door' });
    expect(JSON.parse(sessionStorage.getItem(bookingStorageKey('acme')) ?? '{}').scheduleNote).toBe('side door');
    stop();
    store.dispatch({ type: 'answer', field: 'scheduleNote', value: 'later' });
    expect(JSON.parse(sessionStorage.getItem(bookingStorageKey('acme')) ?? '{}').scheduleNote).toBe('side door');
  });
});

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    const cart: never[] = [];
    expect(shallowEqual({ a: 1, cart }, { a: 1, cart })).toBe(true);
    expect(shallowEqual({ a: 1, cart }, { a: 1, cart: [] })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual(null, {})).toBe(false);
  });
});

describe('useBooking', () => {
  it('re-renders a component when its selection changes, not on other changes of the booking', () => {
    const renders = { note: 0, fields: 0 };
    function Note() {
      renders.note++;
      return <output data-testid="note">{useBooking((b) => b.scheduleNote)}</output>;
    }
    function Fields() {
      renders.fields++;
      const { tireSize, cart } = useBookingFields('tireSize', 'cart');
      return <output data-testid="fields">{`${tireSize ?? 'none'}/${cart.length}`}</output>;
    }
    let dispatch: ReturnType<typeof useDispatchBooking> = () => {};
    function Updater() {
      dispatch = useDispatchBooking();
      return null;
    }
    render(
      <BookingStoreProvider initialState={{ scheduleNote: 'first' }}>
        <Note />
        <Fields />
        <Updater />
      </BookingStoreProvider>,
    );
    expect(screen.getByTestId('note')).toHaveTextContent('first');
    const start = { ...renders };
    act(() => dispatch({ type: 'answer', field: 'scheduleNote', value: 'second' }));
    expect(screen.getByTestId('note')).toHaveTextContent('second');
    expect(renders).toEqual({ note: start.note + 1, fields: start.fields });
    act(() => dispatch({ type: 'answer', field: 'tireSize', value: '225/45R17' }));
    expect(screen.getByTestId('fields')).toHaveTextContent('225/45R17/0');
    expect(renders).toEqual({ note: start.note + 1, fields: start.fields + 1 });
  });

  it('refuses to run outside a booking store', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lost() {
      return <>{useBooking((b) => b.scheduleNote)}</>;
    }
    expect(() => render(<Lost />)).toThrow(/BookingStoreProvider/);
    spy.mockRestore();
  });
});
