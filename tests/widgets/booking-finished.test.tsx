// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LastBooking } from '../../src/booking/booking-state';
import BookingFinished, { CLEAR_AFTER_MS } from '../../src/widgets/booking-finished/booking-finished';
import { renderCheckout } from './checkout-harness';
import { flowDecides } from './support/flow-decides';
import { providerFixtures } from '../../mocks/fixtures/providers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const HOME: LastBooking = {
  scheduledWorkId: 9001,
  customer: { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '5555550101' },
  place: { kind: 'home', address: '12 Elm Street, Springfield, VA 22150' },
  date: '2025-03-18',
  arrival: '09:00',
  departure: '11:00',
  timeZone: 'America/Chicago',
  vehicle: '2019 Toyota Camry',
  services: [{ name: 'Oil Change', quantity: 1, cents: 10000 }],
  costs: [
    { id: 'subtotal', label: 'Subtotal', cents: 10000 },
    { id: 'coupon', label: 'Coupon', cents: -500, detail: 'SHARE5' },
    { id: 'sales_tax', label: 'Sales Tax', cents: 570 },
  ],
  totalCents: 10070,
  pricesHidden: false,
};

const finished = (lastBooking: LastBooking | null, provider = 'demo', config = {}) =>
  renderCheckout(BookingFinished, { widget: 'bookingFinished', provider, stepId: 'finished', booking: { lastBooking }, config });

describe('bookingFinished (H-37..H-44)', () => {
  it('H-38 shows the three steps', () => {
    finished(HOME);
    const steps = within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'You will receive a confirmation email with the details of your appointment.',
      'The day before your appointment we will send you a reminder by email and text message.',
      'Questions or changes? Call or text us at (555) 010-0100.',
    ]);
  });

  it('H-39 Home only when has_home_button_after_booking, to client_url', () => {
    finished(HOME);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', 'https://demo-autocare.example/');
    cleanup();
    finished(HOME, 'acme');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('H-40 Book another service sends bookAnother', async () => {
    const { send } = finished(HOME);
    await userEvent.click(screen.getByRole('button', { name: 'Book another service' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookAnother' });
  });

  it('H-41 H-42 H-43 H-44 the summary: customer, address with a maps link, date and time in the location zone, vehicle, services, costs', () => {
    finished(HOME);
    expect(screen.getByText('Dana Demo')).toBeInTheDocument();
    expect(screen.getByText('(555) 555-0101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /12 Elm Street, Springfield, VA 22150/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20Street%2C%20Springfield%2C%20VA%2022150',
    );
    expect(screen.getByText('Tuesday, March 18, 2025')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 11:00 AM CDT')).toBeInTheDocument();
    expect(screen.getByText('2019 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('Oil Change')).toBeInTheDocument();
    const costs = screen.getByRole('region', { name: 'Cost summary' });
    expect(within(costs).getByText('Coupon').parentElement).toHaveTextContent('Coupon (SHARE5)-$5.00');
    expect(within(costs).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('$100.70');
  });

  it('H-42 a workplace shows the Keyosk and parking-lot names; a shop its name', () => {
    finished({ ...HOME, place: { kind: 'workplace', locationName: 'Acme Corp Headquarters', keyoskName: 'Lobby Keyosk', parkingName: 'Lot A (North)' } });
    expect(screen.getByText('Acme Corp Headquarters')).toBeInTheDocument();
    expect(screen.getByText('Lobby Keyosk')).toBeInTheDocument();
    expect(screen.getByText('Lot A (North)')).toBeInTheDocument();
    cleanup();
    finished({ ...HOME, place: { kind: 'shop', locationName: 'Demo Auto Shop - Springfield', address: null } });
    expect(screen.getByText('Demo Auto Shop - Springfield')).toBeInTheDocument();
  });

  it('H-43 without a date: "Date not yet set - we will reach out!"', () => {
    finished({ ...HOME, date: null, arrival: null, departure: null });
    expect(screen.getByText('Date not yet set - we will reach out!')).toBeInTheDocument();
  });

  it('H-08 hidden prices: no figures in the summary', () => {
    finished({ ...HOME, pricesHidden: true });
    expect(screen.queryByText('$100.70')).not.toBeInTheDocument();
    expect(screen.queryByText('$100.00')).not.toBeInTheDocument();
  });

  it('H-37 after 2 seconds the cart and drafts are cleared; the summary stays', () => {
    vi.useFakeTimers();
    const { booking } = renderCheckout(BookingFinished, {
      widget: 'bookingFinished',
      stepId: 'finished',
      booking: { lastBooking: HOME, couponCode: 'SHARE5', textAgreementChecked: true, keyLocation: 'mailbox', forms: { x: { a: 1 } } },
    });
    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS - 10));
    expect(booking().cart).toHaveLength(1);
    act(() => vi.advanceTimersByTime(20));
    expect(booking()).toMatchObject({ cart: [], couponCode: null, textAgreementChecked: false, keyLocation: null, schedule: null, forms: {} });
    expect(booking().lastBooking).toEqual(HOME);
    expect(booking().vehicle).not.toBeNull();
    expect(screen.getByText('Dana Demo')).toBeInTheDocument();
  });

  it('H-39 the homeButton part follows the fixtures (demo, fleetco shown; acme hidden); the address is the provider\'s client_url (content)', () => {
    const parts = (p: string) => flowDecides('finished', 'bookingFinished', providerFixtures[p] as Record<string, unknown>).parts;
    expect(parts('demo').homeButton).toBe(true);
    expect(parts('fleetco').homeButton).toBe(true);
    expect(parts('acme').homeButton).toBe(false);
    finished(HOME, 'demo', { client_url: 'https://book.example/start' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', 'https://book.example/start');
  });

  it('the quantity part as on the review: "× 2" shown for demo, hidden for fleetco (is_showing_quantity_in_booking off)', () => {
    const twice = { ...HOME, services: [{ name: 'Wiper Blades', quantity: 2, cents: 9000 }] };
    finished(twice);
    expect(screen.getByText('× 2', { exact: false })).toBeInTheDocument();
    cleanup();
    finished(twice, 'fleetco');
    expect(screen.getByText('Wiper Blades')).toBeInTheDocument();
    expect(screen.queryByText('× 2', { exact: false })).toBeNull();
  });
});
