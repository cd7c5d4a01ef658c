// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { getScheduledWorkForCustomer } from '../../src/api/scheduled-works';
import { formatMoney, formatPrice } from '../../src/domain/money';
import WorkQuote from '../../src/widgets/work-quote/work-quote';
import { fullWork } from '../../src/widgets/work-lines/work-samples';
import { server, useMockServer } from '../api/harness';
import { renderLinkPage } from './link-page-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });
useFixedClock('2026-03-10T10:00:00-04:00');

const open = (customerId = '1001', swId = '5004') => renderLinkPage(WorkQuote, { stepId: 'work-quote', customerId, swId });
const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

describe('workQuote (L-25)', () => {
  it('L-25 lists the services recommended for later (future) then those declined, with prices and the total in cents', async () => {
    open();
    const work = await getScheduledWorkForCustomer(5004, 1001);
    const rotors = work.services.find((s) => s.service_offering_id === 203)!;
    const cabin = work.services.find((s) => s.service_offering_id === 302)!;
    const section = await screen.findByRole('region', { name: 'Recommended Services' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.work-lines__name')!.textContent)).toEqual(['Front Brake Pads & Rotors', 'Cabin Air Filter']);
    expect(items[0]).toHaveTextContent(formatPrice(cents(rotors.total_cost_dollars)));
    expect(items[0]).toHaveTextContent('Recommended for your next visit');
    expect(items[0]).toHaveTextContent('Rotors at minimum thickness in ~3 months.');
    expect(items[1]).toHaveTextContent('You chose Not Today on your last visit');
    expect(within(section).getByText('Estimated Total').nextSibling).toHaveTextContent(
      formatMoney(cents(rotors.total_cost_dollars) + cents(cabin.total_cost_dollars)),
    );
    // The package billed on the visit is not part of the quote.
    expect(within(section).queryByText('Premium Maintenance')).toBeNull();
    expect(screen.getByText('2019 Toyota Camry')).toBeInTheDocument();
  });

  it('L-25 Book These Services starts a booking with the quoted services in the cart and the work\'s vehicle, and sends bookQuote', async () => {
    const { send, booking } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Book These Services' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookQuote' });
    const b = booking();
    expect(b.cart.map((l) => [l.service_offering_id, l.quantity])).toEqual([
      [203, 1],
      [302, 1],
    ]);
    expect(b.cart[0]).toMatchObject({ kind: 'standard', long_name: 'Front Brake Pads and Rotors' });
    expect(b.vehicle).toMatchObject({ id: 3001, make: 'Toyota', model: 'Camry' });
    expect([b.placeMode, b.changeBookingId, b.schedule]).toEqual(['none', null, null]);
  });

  it('L-25 an empty quote says so and offers to book: a fresh booking for the vehicle, startBooking', async () => {
    const { send, booking } = open('1001', '5001');
    expect(await screen.findByText('There are no recommended services on this quote right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book These Services' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Service' }));
    expect(send).toHaveBeenCalledWith({ type: 'startBooking' });
    expect(booking().cart).toEqual([]);
    expect(booking().vehicle).toMatchObject({ id: 3001 });
  });

  it("L-01 another customer's link sends mismatch", async () => {
    const { send } = open('1003', '5004');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
  });

  it('L-02 an answer for another work shows "Invalid URL"', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ ...fullWork, scheduled_work_id: 5003 })));
    open('1001', '5050');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
  });
});
