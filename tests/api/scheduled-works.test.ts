import { describe, expect, it } from 'vitest';
import { apiFetch, setProviderName, setToken } from '../../src/api/client';
import {
  approveServices, cancelScheduledWork, changeBooking, checkIn, createBooking, getCostPreview,
  getScheduledWorkForCustomer, proactiveSchedule, scheduledWorkChangeAnswerSchema, updateAdditionalPhoneNumbers, updateTip, type NewBooking,
} from '../../src/api/scheduled-works';
import { getCustomerInfo } from '../../src/api/customer-info';
import { scheduledWorkSchema } from '../../src/api/entities';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN, DEMO_TOKENS, FLEET_CUSTOMER } from '../../mocks/world/ids';
import { demoTakenDay } from '../../mocks/world/seed/demo-days';
import { world } from '../../mocks/world';
import { atTime, useMockServer } from './harness';

useMockServer();

// Monday 10 March 2025, 10:00 in New York; the taken day is Wednesday 12 March; bookings go on Tuesday 18 March.
const NOW = '2025-03-10T14:00:00Z';

function booking(extra: Partial<NewBooking> = {}): NewBooking {
  return {
    customer_address_id: 4001,
    vehicle_id: 3001,
    schedule: { date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' },
    services: [{ service_offering_id: 201 }, { service_offering_id: 303 }],
    payment_method_id: 1,
    key_exchange_note: 'Keys with the doorman',
    ...extra,
  };
}

/** M-31 GET /scheduled-work/{id}: the mock's answer (the app has no client for it: docs/decisions.md). */
const getScheduledWork = (id: number) => apiFetch('GET', `/scheduled-work/${id}`, { query: { include_deleted: false }, schema: scheduledWorkSchema });

describe('reading scheduled works (M-31, M-32)', () => {
  it('K-68 M-31 the signed-in customer reads an own work, joined with vehicle, address and card info', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const w = await getScheduledWork(5002);
    expect(w).toMatchObject({ status: 'keys_available', box: 7, keyosk: { keyosk_id: 11 }, parking: { parking_id: 21 }, client_location: { client_location_id: 1 } });
    expect(w.vehicle?.vehicle_id).toBe(3002);
    expect(w.has_credit_card).toBe(true);
    await expect(getScheduledWork(5101)).rejects.toMatchObject({ status: 404 });
  });

  it('M-31 without a token answers 401', async () => {
    await expect(getScheduledWork(5001)).rejects.toMatchObject({ status: 401 });
  });

  it('L-01 M-32 link pages read a work by work and customer id (no sign-in)', async () => {
    const w = await getScheduledWorkForCustomer(5001, DEMO_CUSTOMER_ID);
    expect(w.customer_address?.customer_address_id).toBe(4001);
    expect(w.customer_id).toBe(DEMO_CUSTOMER_ID);
    await expect(getScheduledWorkForCustomer(99999, DEMO_CUSTOMER_ID)).rejects.toMatchObject({ status: 404, serverText: 'Invalid URL' });
  });

  it('K-20 the demo customer has works in every status', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const statuses = (await getCustomerInfo()).scheduled_works.map((w) => w.status);
    expect(statuses).toEqual(expect.arrayContaining(['scheduled', 'SCHEDULED', 'keys_available', 'suggested', 'finished', 'cancelled']));
  });
});

describe('booking (M-37)', () => {
  it('H-28 M-37 books at a home address and answers the new work and the list', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await createBooking(booking({ coupon_code: 'share5' }));
    expect(answer.Status).toBe('success');
    const w = answer.newScheduledWork;
    expect(w).toMatchObject({ status: 'scheduled', date: '2025-03-18', plannedArrivalTime: '09:00', coupon_code: 'SHARE5', coupon_amount_dollars: 5 });
    expect(w.total_taxed_price_dollars).toBeGreaterThan(0);
    expect(answer.scheduledWorks.some((x) => x.scheduled_work_id === w.scheduled_work_id)).toBe(true);
  });

  it('G-09 M-37 books at a workplace with keyosk and parking', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await createBooking(booking({ customer_address_id: null, client_location_id: 1, keyosk_id: 12, parking_id: 22, schedule: { date: '2025-03-18', plannedArrivalTime: '08:00' } }));
    expect(answer.newScheduledWork).toMatchObject({ keyosk: { keyosk_id: 12 }, parking: { parking_id: 22 }, service_vehicle_id: 902 });
  });

  it('H-35 M-37 a taken slot answers 409 (double booking)', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const day = demoTakenDay();
    expect(day).toBe('2025-03-12');
    await expect(createBooking(booking({ schedule: { date: day, plannedArrivalTime: '10:30' } }))).rejects.toMatchObject({
      status: 409, serverText: 'Sorry, the time you have chosen is now unavailable. Please select another time.',
    });
    await expect(createBooking(booking({ schedule: { date: '2025-03-13' } }))).rejects.toMatchObject({ status: 409 }); // fully booked day
    await expect(createBooking(booking({ schedule: { date: day, plannedArrivalTime: '13:00' } }))).resolves.toBeTruthy();
  });

  it('H-35 M-37 booking the same slot twice: the second one is a double booking', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    await createBooking(booking());
    await expect(createBooking(booking({ vehicle_id: 3002 }))).rejects.toMatchObject({ status: 409 });
  });

  it('F-13 M-37 a waitlist booking without a date', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await createBooking(booking({ schedule: { date: null, waitlist_note: 'Any morning', is_handraise: true } }));
    expect(answer.newScheduledWork).toMatchObject({ date: null, waitlist_note: 'Any morning', is_handraise: true });
  });

  it('D-84 M-37 a used single-use coupon is refused', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createBooking(booking({ coupon_code: 'ONCE25' }))).rejects.toMatchObject({ status: 400, serverText: 'Sorry, this coupon has already been used' });
    await createBooking(booking({ coupon_code: 'FIRST15' }));
    await expect(createBooking(booking({ coupon_code: 'FIRST15', schedule: { date: '2025-03-19' } }))).rejects.toMatchObject({ serverText: 'Sorry, this coupon has already been used' });
  });

  it('D-78 D-80 D-81 M-37 expired, location-restricted and unknown coupons are refused', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const msg = 'Sorry, that coupon cannot be applied to your order.';
    await expect(createBooking(booking({ coupon_code: 'SUMMER10' }))).rejects.toMatchObject({ serverText: msg });
    await expect(createBooking(booking({ coupon_code: 'SHOP20' }))).rejects.toMatchObject({ serverText: msg });
    await expect(createBooking(booking({ coupon_code: 'NOPE' }))).rejects.toMatchObject({ serverText: msg });
    await expect(createBooking(booking({ coupon_code: 'BRAKES10' }))).rejects.toMatchObject({ serverText: msg });
  });

  it('H-34 M-37 a declined card answers 402 Invalid Credit Card', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createBooking(booking({ stripe_token: 'tok_chargeDeclined' }))).rejects.toMatchObject({ status: 402, serverText: 'Invalid Credit Card' });
    const ok = await createBooking(booking({ square_token: 'cnon:card-nonce-ok-mastercard' }));
    expect(ok.newScheduledWork.customer?.square_brand).toBe('MasterCard');
  });

  it('H-09 M-37 stored totals follow the provider rules (supplies fee, minimum charge, tip)', async () => {
    atTime(NOW);
    setProviderName('acme'); // supplies 10.85% of parts capped $20, minimum $75
    setToken(DEMO_CUSTOMER_TOKEN);
    const w = (await createBooking(booking({ services: [{ service_offering_id: 303 }], tip_amount_dollars: 10 }))).newScheduledWork;
    expect(w.subtotal_dollars).toBe(48);
    expect(w.shop_fee_dollars).toBe(0);
    expect(w.minimum_service_charge_amount_dollars).toBe(27);
    expect(w.total_taxed_price_dollars).toBe(Math.round((48 + 27 + w.sales_tax_dollars! + 10) * 100) / 100);
  });

  it('M-37 validation: place, vehicle and services are required; a visitor needs an account', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createBooking(booking({ customer_address_id: null }))).rejects.toMatchObject({ status: 400 });
    await expect(createBooking(booking({ vehicle_id: null }))).rejects.toMatchObject({ status: 400, serverText: 'Please choose a vehicle.' });
    await expect(createBooking(booking({ services: [] }))).rejects.toMatchObject({ status: 400 });
    setProviderName('skipper');
    await expect(createBooking(booking({ vehicle_id: null, schedule: { date: null } }))).resolves.toBeTruthy();
  });

  it('M-37 a guest books with account.customer_id', async () => {
    await expect(createBooking(booking({ schedule: { date: null } }))).rejects.toMatchObject({ status: 401 });
    const answer = await createBooking(booking({ schedule: { date: null }, account: { customer_id: DEMO_CUSTOMER_ID } }));
    expect(answer.newScheduledWork.customer_id).toBe(DEMO_CUSTOMER_ID);
  });
});

describe('changing a work (M-35, M-36, M-34)', () => {
  it('I-02 I-03 M-35 reschedules; a taken slot answers 409', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await changeBooking(5001, { new_date: '2025-03-18', planned_arrival_time: '13:00', customer_note: 'gate code 1234' });
    expect(answer.Message).toBe('Your booking was successfully updated!');
    expect(answer.scheduled_work).toMatchObject({ date: '2025-03-18', plannedArrivalTime: '13:00', customer_note: 'gate code 1234' });
    await expect(changeBooking(5001, { new_date: demoTakenDay(), planned_arrival_time: '10:00' })).rejects.toMatchObject({ status: 409 });
  });

  it('I-02 M-36 POST is accepted for a change too, and a suggested work becomes scheduled', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await apiFetch('POST', '/booking/scheduled-work/5003', { body: { new_date: '2025-03-19' }, schema: scheduledWorkChangeAnswerSchema });
    expect(answer.scheduled_work?.status).toBe('scheduled');
  });

  it('I-02 M-35 a changed suggested work becomes scheduled', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await changeBooking(5003, { new_date: '2025-03-19' });
    expect(answer.scheduled_work?.status).toBe('scheduled');
  });

  it('K-32 K-33 M-35 cancels with a reason', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await cancelScheduledWork(5001, { cancellation_reason: 'Serviced Elsewhere' });
    expect(answer.Message).toBe('Your booking was successfully cancelled');
    expect(answer.scheduled_work).toMatchObject({ status: 'cancelled', cancellation_reason: 'Serviced Elsewhere' });
    await expect(cancelScheduledWork(5001, { cancellation_reason: 'Other' })).rejects.toMatchObject({ status: 400 });
  });

  it('K-31 K-34 M-35 Other needs details; the server message is readable', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(cancelScheduledWork(5001, { cancellation_reason: 'Other' })).rejects.toMatchObject({ status: 400, serverText: 'Please tell us why you are cancelling.' });
  });

  it('K-35 K-37 M-35 within the cut-off, a fee applies; without a card the customer must call', async () => {
    atTime(NOW);
    setProviderName('fleetco'); // $25 fee inside 24 hours
    setToken(DEMO_CUSTOMER_TOKEN);
    // 5007 is today at 14:00 (4 hours away): fee applies, demo customer has a card.
    const answer = await cancelScheduledWork(5007, { cancellation_reason: 'Date or Time Conflict', cancellation_fee_to_charge: 25 });
    expect(answer.scheduled_work?.cancellation_fee_charged_dollars).toBe(25);
    world().customers.find((c) => c.customer_id === FLEET_CUSTOMER.id)!.has_credit_card = false;
    const fleetWork = world().works.find((w) => w.scheduled_work_id === 5101)!;
    fleetWork.date = '2025-03-10';
    fleetWork.plannedArrivalTime = '15:00';
    const { signIn } = await import('../../src/api/auth');
    await signIn({ email: FLEET_CUSTOMER.email, password: FLEET_CUSTOMER.password });
    await expect(cancelScheduledWork(5101, { cancellation_reason: 'Serviced Elsewhere' })).rejects.toMatchObject({
      status: 400, serverText: 'In order to cancel your appointment, please call or text us (555) 050-0500',
    });
  });

  it('L-37 M-35 cancels through a link token (no sign-in); an expired token answers "Token is expired."', async () => {
    const answer = await cancelScheduledWork(5001, { cancellation_reason: 'Date or Time Conflict', token: DEMO_TOKENS.appointment });
    expect(answer.scheduled_work?.status).toBe('cancelled');
    await expect(cancelScheduledWork(5001, { cancellation_reason: 'x', token: DEMO_TOKENS.expired })).rejects.toMatchObject({ status: 400, serverText: 'Token is expired.' });
    await expect(cancelScheduledWork(5003, { cancellation_reason: 'x', token: DEMO_TOKENS.payment })).rejects.toMatchObject({ status: 404 });
  });

  it('K-58 M-35 saves additional phone numbers (10 digits or false)', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const answer = await updateAdditionalPhoneNumbers(5001, ['5555550123', false]);
    expect(answer.scheduled_work?.additional_phone_numbers).toEqual(['5555550123', false]);
    await expect(updateAdditionalPhoneNumbers(5001, ['555'])).rejects.toMatchObject({ status: 400 });
  });

  it('L-42 L-43 M-36 a tip needs hold-for-tip, tips and Square (acme), on an unpaid work', async () => {
    await expect(updateTip(5008, { token: DEMO_TOKENS.payment, tip_amount_dollars: 12 })).rejects.toMatchObject({ status: 400 }); // demo: tips off
    setProviderName('acme');
    const before = world().works.find((w) => w.scheduled_work_id === 5008)!.total_taxed_price_dollars;
    const answer = await updateTip(5008, { token: DEMO_TOKENS.payment, tip_amount_dollars: 12 });
    expect(answer.scheduled_work?.tip_amount_dollars).toBe(12);
    expect(answer.scheduled_work?.total_taxed_price_dollars).toBeGreaterThan(before);
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(updateTip(5004, { token: '', tip_amount_dollars: 5 })).rejects.toMatchObject({ status: 400 }); // paid
  });

  it('I-13 M-34 proactive scheduling confirms an available date', async () => {
    atTime(NOW);
    const answer = await proactiveSchedule(5003, DEMO_CUSTOMER_ID, '2025-03-20');
    expect(answer.scheduled_work).toMatchObject({ status: 'scheduled', date: '2025-03-20' });
  });

  it('I-14 F-27 M-34 a filled date answers 409 with the spec message', async () => {
    atTime(NOW);
    await expect(proactiveSchedule(5003, DEMO_CUSTOMER_ID, '2025-03-13')).rejects.toMatchObject({
      status: 409, serverText: 'The date you selected has filled and is no longer available. Please log in and choose another date.',
    });
    await expect(proactiveSchedule(5003, 1002, '2025-03-20')).rejects.toMatchObject({ status: 404 });
  });
});

describe('check-in (M-46), approval (M-47), cost preview (M-48)', () => {
  it('L-05 L-15 M-46 checks in with a marker location', async () => {
    const answer = await checkIn(5007, { markerLocation: { lat: 38.8, lng: -77.2 } });
    expect(answer.scheduled_work).toMatchObject({ status: 'keys_available', customer_location: { lat: 38.8, lng: -77.2 } });
  });

  it('L-04 M-46 keys_available and finished are already checked in; cancelled is refused', async () => {
    expect((await checkIn(5002)).Message).toBe('Already checked in.');
    expect((await checkIn(5004)).Message).toBe('Already checked in.');
    await expect(checkIn(5005)).rejects.toMatchObject({ status: 400 });
  });

  it('L-20 M-47 approves and declines pending upsells; totals include approved ones', async () => {
    const before = world().works.find((w) => w.scheduled_work_id === 5002)!.subtotal_dollars;
    const lines = world().works.find((w) => w.scheduled_work_id === 5002)!.services.filter((s) => s.upsell_status === 'pending');
    const answer = await approveServices(5002, DEMO_CUSTOMER_ID, [
      { id: lines[0]!.id, upsell_status: 'approved' },
      { id: lines[1]!.id, upsell_status: 'rejected' },
    ]);
    expect(answer.Message).toBe('Your services have been approved! Your updated receipt is below.');
    expect(answer.scheduled_work!.subtotal_dollars).toBeGreaterThan(before!);
    await expect(approveServices(5002, DEMO_CUSTOMER_ID, [{ id: lines[0]!.id, upsell_status: 'approved' }])).rejects.toMatchObject({ status: 400 });
  });

  it('L-22 M-47 a wrong customer or empty answer list fails', async () => {
    await expect(approveServices(5002, 1002, [{ id: 1, upsell_status: 'approved' }])).rejects.toMatchObject({ status: 404 });
    await expect(approveServices(5002, DEMO_CUSTOMER_ID, [])).rejects.toMatchObject({ status: 400 });
  });

  it('M-48 cost preview answers Data.subtotal_dollars; priced for the work\'s place and vehicle it equals the work\'s own line prices', async () => {
    const work = await getScheduledWorkForCustomer(5002, DEMO_CUSTOMER_ID);
    const pending = work.services.filter((s) => s.upsell_status === 'pending');
    const preview = await getCostPreview(pending.map((s) => ({ service_offering_id: s.service_offering_id, quantity: 1 })), { client_location_id: work.client_location_id, vehicle_id: work.vehicle_id });
    expect(preview.Data.subtotal_dollars).toBeCloseTo(pending.reduce((sum, s) => sum + s.total_cost_dollars!, 0), 2);
    const answer = await getCostPreview([{ service_offering_id: 201, quantity: 1 }, { service_offering_id: 501, quantity: 4 }], { client_location_id: 3 });
    expect(answer.Data.subtotal_dollars).toBe(40 + 50 + 4 * (5 + 25));
    await expect(getCostPreview([{ service_offering_id: 9 }])).rejects.toMatchObject({ status: 400 });
  });
});
