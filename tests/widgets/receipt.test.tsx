// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { getScheduledWorkForCustomer } from '../../src/api/scheduled-works';
import { formatMoney } from '../../src/domain/money';
import Receipt from '../../src/widgets/receipt/receipt';
import { approvalWork, fullWork, mismatchedWork } from '../../src/widgets/work-lines/work-samples';
import { server, useMockServer } from '../api/harness';
import { renderLinkPage, requestLog } from './link-page-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 10:00 in New York: work 5004 was 20 days ago (Wednesday 18 February). */
useFixedClock('2026-03-10T10:00:00-04:00');

let seen: ReturnType<typeof requestLog>;
beforeEach(() => {
  seen = requestLog(server);
});
afterEach(() => server.events.removeAllListeners());

const open = (customerId = '1001', swId = '5004') => renderLinkPage(Receipt, { stepId: 'receipt', customerId, swId });
const row = (scope: HTMLElement, label: RegExp | string) => within(scope).getByText(label).closest('div')!;
const amountOf = (scope: HTMLElement, label: RegExp | string) => row(scope, label).querySelector('dd')!.textContent;
const answerWith = (body: object) => server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json(body as Record<string, unknown>)));

describe('receipt: the link (L-01, L-02)', () => {
  it("L-01 another customer's link sends mismatch", async () => {
    const { send } = open('1002', '5004');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(screen.queryByRole('region', { name: 'Charges' })).toBeNull();
  });

  it('L-02 an answer for another work shows "Invalid URL"', async () => {
    answerWith({ ...fullWork, scheduled_work_id: 5001 });
    const { send } = open('1001', '5050');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a loading status first, and needs no sign-in', async () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    await screen.findByRole('region', { name: 'Charges' });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/scheduled-work/5004/1001']);
  });
});

describe('receipt (L-24)', () => {
  it('L-24 work 5004: vehicle, date in the location zone, place, billed and not-billed services, coupon, tax, total, paid and balance', async () => {
    open();
    const record = await getScheduledWorkForCustomer(5004, 1001);
    const details = await screen.findByRole('region', { name: 'Appointment' });
    expect(row(details, 'Vehicle')).toHaveTextContent('2019 Toyota Camry');
    expect(row(details, 'Date')).toHaveTextContent('Wednesday, February 18, 2026');
    expect(row(details, 'Time')).toHaveTextContent('10:00 AM – 12:00 PM EST');
    expect(row(details, 'Service address')).toHaveTextContent('12 Elm Street');

    const services = screen.getByRole('region', { name: 'Services' });
    const [charged, off] = within(services).getAllByRole('list');
    expect(within(charged!).getAllByRole('listitem').map((li) => li.querySelector('.work-lines__name')!.textContent)).toEqual(['Premium Maintenance']);
    expect(within(off!).getByText('Front Brake Pads & Rotors').closest('li')).toHaveTextContent('Recommended for a future visit · not charged');
    expect(within(off!).getByText('Cabin Air Filter').closest('li')).toHaveTextContent('Declined (Not Today) · not charged');

    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(amountOf(charges, 'Subtotal')).toBe(formatMoney(Math.round(record.subtotal_dollars! * 100)));
    expect(row(charges, /^Coupon/)).toHaveTextContent('Coupon (ONCE25)-$25.00');
    expect(amountOf(charges, 'Sales Tax')).toBe(formatMoney(Math.round(record.sales_tax_dollars! * 100)));
    expect(amountOf(charges, 'Total')).toBe(formatMoney(Math.round(record.total_taxed_price_dollars! * 100)));

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(amountOf(payment, 'Amount Paid')).toBe(formatMoney(Math.round(record.amount_paid_dollars! * 100)));
    expect(amountOf(payment, 'Balance Due')).toBe('$0.00');
    expect(within(payment).getByText('Paid in full')).toBeInTheDocument();
    expect(amountOf(payment, 'Payment method')).toBe('Credit Card (Visa ending in 4242)');
  });

  it('K-68/K-69 a record with every scheduled-work and service-line field renders every figure', async () => {
    answerWith(fullWork);
    open('1001', '5050');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(within(charges).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Subtotal',
      'Coupon (SHARE5)',
      'Discount (Loyal customer)',
      'Supplies and Disposal Fee',
      'Sales Tax',
      'Tip',
      'Total',
    ]);
    expect(within(charges).getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '$438.00',
      '-$5.00',
      '-$10.00',
      '$12.34',
      '$25.38',
      '$20.00',
      '$480.72',
    ]);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(amountOf(payment, 'Amount Paid')).toBe('$200.00');
    expect(amountOf(payment, 'Balance Due')).toBe('$280.72');
    expect(amountOf(payment, 'Payment method')).toBe('Credit Card (Visa ending in 1111)');
    const details = screen.getByRole('region', { name: 'Appointment' });
    expect(row(details, 'Time')).toHaveTextContent('9:00 AM – 11:00 AM EDT');
  });

  it('L-24 a record whose lines do not add up to its total shows an Adjustment line; the total is the record\'s', async () => {
    answerWith(mismatchedWork);
    open('1001', '5002');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(amountOf(charges, 'Adjustment')).toBe('$0.02');
    expect(amountOf(charges, 'Total')).toBe('$358.30');
  });

  it('D-15 L-24 a booking quoted at the referral price: the package is listed at that price, with no Price adjustment row', async () => {
    answerWith({ ...approvalWork, subtotal_dollars: 119.2, sales_tax_dollars: 7.15, total_taxed_price_dollars: 126.35 });
    open('1001', '5002');
    const services = await screen.findByRole('region', { name: 'Services' });
    const [charged] = within(services).getAllByRole('list');
    expect(within(charged!).getByText('Basic Maintenance Package').closest('li')).toHaveTextContent('$119.20');
    expect(within(services).queryByText('Price adjustment')).toBeNull();
    expect(amountOf(screen.getByRole('region', { name: 'Charges' }), 'Subtotal')).toBe('$119.20');
  });

  it('L-16 services awaiting approval: the notice links to the approval page of the same ids', async () => {
    open('1001', '5002');
    expect(await screen.findByText(/They are not charged until you approve them\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Suggested Services' })).toHaveAttribute('href', '/approve-services/1001/5002');
  });

  it('a cancelled work says so and offers no approval', async () => {
    answerWith({ ...fullWork, status: 'cancelled' });
    open('1001', '5050');
    expect(await screen.findByText('This appointment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review Suggested Services' })).toBeNull();
  });
});
