// @vitest-environment jsdom
import { applyCommand } from '../../src/booking/apply-command';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/client';
import type { BookingState } from '../../src/booking/booking-state';
import { couponContextOf, lookUpCoupon } from '../../src/renderer/sidebar/coupon-lookup';
import { CouponBox } from '../../src/renderer/sidebar/coupon-box';
import { sampleHomeBooking, sampleShopBooking } from '../../src/renderer/sidebar/sidebar-samples';
import { useCouponBox } from '../../src/renderer/sidebar/use-coupon-box';
import { server, useMockServer } from '../api/harness';
import { flowText } from '../domain/support/flow-text';

useMockServer();
afterEach(cleanup);

const now = () => new Date();

describe('lookUpCoupon (GET /coupon/{code})', () => {
  it('D-76/D-89 normalises the code and applies a valid coupon', async () => {
    const outcome = await lookUpCoupon('  first15 ', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'applied', code: 'FIRST15' });
  });

  it('D-78/D-81 an expired coupon cannot be applied', async () => {
    const outcome = await lookUpCoupon('SUMMER10', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'dates', key: 'coupon-cannot-be-applied' });
  });

  it('D-81/D-85 an unknown code cannot be applied and suggests the close known code', async () => {
    const outcome = await lookUpCoupon('FRIST15', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'not_found', suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'FIRST15' } } });
  });

  it('D-83 a single-use coupon the signed-in customer already used is refused with its message', async () => {
    setToken('demo-customer-token');
    const outcome = await lookUpCoupon('ONCE25', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'already_used', key: 'coupon-used-before' });
  });

  it('D-79 a coupon for services not in the cart cannot be applied', async () => {
    const outcome = await lookUpCoupon('BRAKES10', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'services' });
  });

  it('D-80 a coupon valid only at one location applies there and nowhere else', async () => {
    expect(await lookUpCoupon('SHOP20', sampleShopBooking, now())).toMatchObject({ status: 'applied' });
    expect(await lookUpCoupon('SHOP20', sampleHomeBooking, now())).toMatchObject({ status: 'rejected', reason: 'location' });
  });

  it('D-88 a failed lookup shows the error message', async () => {
    server.use(http.get('http://localhost/api/coupon/:code', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    const outcome = await lookUpCoupon('FIRST15', sampleHomeBooking, now());
    expect(outcome).toEqual({
      status: 'error',
      code: 'FIRST15',
      coupon: null,
      key: 'coupon-lookup-error',
    });
  });

  it('D-81 D-88 a rate limit (429) says "try again in a moment", not that the coupon cannot be applied', async () => {
    server.use(http.get('http://localhost/api/coupon/:code', () => HttpResponse.json({ Message: 'Too Many Requests' }, { status: 429 })));
    const outcome = await lookUpCoupon('FIRST15', sampleHomeBooking, now());
    expect(outcome).toEqual({ status: 'error', code: 'FIRST15', coupon: null, key: 'rate-limited' });
  });

  it('D-88 a visitor’s 403 (no token sent) is the lookup error, not a session expiry', async () => {
    server.use(http.get('http://localhost/api/coupon/:code', () => new HttpResponse(null, { status: 403 })));
    const outcome = await lookUpCoupon('FIRST15', sampleHomeBooking, now());
    expect(outcome).toMatchObject({ status: 'error', key: 'coupon-lookup-error' });
  });

  it('D-77 a blank code is refused without a call', async () => {
    expect(await lookUpCoupon('   ', sampleHomeBooking, now())).toMatchObject({ status: 'rejected', reason: 'missing_code' });
  });

  it('D-78 "today" is the service location’s date, not the browser’s', () => {
    // 02:30 UTC on 1 June is still 31 May in New York.
    expect(couponContextOf(sampleHomeBooking, new Date('2025-06-01T02:30:00Z')).today).toBe('2025-05-31');
    expect(couponContextOf(sampleShopBooking, new Date('2025-06-01T02:30:00Z')).clientLocationId).toBe(3);
  });
});

function Harness({ initial }: { initial: BookingState }) {
  const [booking, setBooking] = useState(initial);
  const bookingNow = useRef(booking);
  bookingNow.current = booking;
  const box = useCouponBox(booking.couponCode, () => bookingNow.current, (...commands) =>
    setBooking((b) => commands.reduce(applyCommand, b)),
  );
  return (
    <>
      <CouponBox label="Coupon code" applyLabel="Apply" state={box.state} discountText={null} onApply={box.apply} onRemove={box.remove} text={flowText} />
      <output data-testid="stored">{booking.couponCode ?? 'none'}</output>
    </>
  );
}

// Several lookups through the mock back end and typing: generous on a busy machine.
describe('useCouponBox', { timeout: 20_000 }, () => {
  it('D-74/D-82 stores an applied code in the booking and clears it when a later code is refused', async () => {
    const user = userEvent.setup();
    render(<Harness initial={sampleHomeBooking} />);
    await user.type(screen.getByLabelText('Coupon code'), 'first15{Enter}');
    expect(await screen.findByText(/Coupon/)).toHaveTextContent('Coupon FIRST15 applied');
    expect(screen.getByTestId('stored')).toHaveTextContent('FIRST15');
    await user.click(screen.getByRole('button', { name: 'Remove coupon FIRST15' }));
    expect(screen.getByTestId('stored')).toHaveTextContent('none');
    await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that coupon cannot be applied to your order.');
    expect(screen.getByTestId('stored')).toHaveTextContent('none');
  });

  it('D-81 a 429 on the coupon call shows the rate-limit text, never "cannot be applied"', async () => {
    server.use(http.get('http://localhost/api/coupon/:code', () => new HttpResponse(null, { status: 429 })));
    const user = userEvent.setup();
    render(<Harness initial={sampleHomeBooking} />);
    await user.type(screen.getByLabelText('Coupon code'), 'first15{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    expect(alert).not.toHaveTextContent('cannot be applied');
  });

  it('D-82 a stored coupon that no longer applies is cleared when the booking is restored', async () => {
    render(<Harness initial={{ ...sampleHomeBooking, couponCode: 'SUMMER10' }} />);
    await waitFor(() => expect(screen.getByTestId('stored')).toHaveTextContent('none'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, that coupon cannot be applied to your order.');
  });

  it('a stored valid coupon stays applied after a reload', async () => {
    render(<Harness initial={{ ...sampleHomeBooking, couponCode: 'FIRST15' }} />);
    expect(screen.getByText(/Coupon/)).toHaveTextContent('Coupon FIRST15 applied');
    await waitFor(() => expect(screen.getByText(/Coupon/)).toHaveTextContent('$15 off'));
    expect(screen.getByTestId('stored')).toHaveTextContent('FIRST15');
  });
});
