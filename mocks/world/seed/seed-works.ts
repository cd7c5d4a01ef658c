/** The demo customers' scheduled works (docs/api.md "Demo data": appointments), priced like the mock prices a booking. */
import type { Coupon, ServiceLine, Vehicle } from '../../../src/api/entities';
import { providerFixtures } from '../../fixtures/providers';
import { addDays, now } from '../clock';
import { offeringTemplate } from '../catalog/offerings';
import { locationById, MOBILE_LOCATION_ID, type LocationRecord } from '../catalog/places';
import { weekday } from '../availability';
import { computeTotals, priceOffering } from '../pricing';
import { DEMO_CUSTOMER_ID, FLEET_CUSTOMER, TAKEN_SLOT_CUSTOMER_ID } from '../ids';
import type { StoredWork } from '../types';
import { demoTakenDay, nextOpenDay } from './demo-days';

/** A seeded work: the fields it leaves out at their defaults, its totals priced with the demo provider's settings. */
function work(
  w: Partial<StoredWork> & Pick<StoredWork, 'scheduled_work_id' | 'customer_id' | 'status' | 'date' | 'services'>,
  location: LocationRecord,
): StoredWork {
  const demoConfig = providerFixtures.demo!;
  const taxRate = location.tax_rate_percent ?? 6;
  const totals = computeTotals({ lines: w.services, taxRatePercent: taxRate, config: demoConfig, tipDollars: w.tip_amount_dollars ?? 0 });
  return {
    vehicle_id: null,
    customer_address_id: null,
    client_location_id: null,
    keyosk_id: null,
    parking_id: null,
    plannedArrivalTime: null,
    plannedDepartureTime: null,
    confirmed_appointment_start_time: null,
    service_vehicle_id: w.date ? (location.service_vehicles[weekday(w.date)] ?? null) : null,
    schedule_instance_id: null,
    box: null,
    coupon_code: null,
    custom_discount_reason: null,
    amount_paid_dollars: 0,
    tax_rate_percent: taxRate,
    payment_method_id: 1,
    square_card_id: null,
    hc_is_complete: false,
    health_check_url: null,
    customer_location: null,
    created_at: new Date(now().getTime() - 7 * 86_400_000).toISOString(),
    customer_note: null,
    waitlist_note: null,
    key_exchange_note: null,
    is_handraise: false,
    additional_phone_numbers: [],
    cancellation_reason: null,
    cancellation_reason_details: null,
    cancellation_fee_charged_dollars: 0,
    quote_id: null,
    referrer_code: null,
    images: [],
    ...totals,
    ...w,
  };
}

/** The works on `today`'s calendar, of the seeded `vehicles`; 5004 was paid with the ONCE25 coupon of `coupons`. */
export function seedWorks(today: string, vehicles: readonly Vehicle[], coupons: readonly Coupon[]): StoredWork[] {
  const demoConfig = providerFixtures.demo!;
  const home = locationById(MOBILE_LOCATION_ID)!;
  const hq = locationById(1)!;

  const vehicleOf = (id: number) => vehicles.find((v) => v.vehicle_id === id);
  let lineId = 9000;
  const line = (
    offeringId: number,
    location: LocationRecord,
    vehicleId: number,
    extra: Partial<ServiceLine> = {},
  ): ServiceLine => {
    const priced = priceOffering(offeringTemplate(offeringId)!, location, vehicleOf(vehicleId));
    lineId += 1;
    return { ...priced, id: lineId, is_upsell: false, upsell_status: null, employee_note: null, ...extra };
  };

  const takenDay = demoTakenDay();
  const soon = nextOpenDay(addDays(today, 3), home);
  const later = nextOpenDay(addDays(today, 10), home);
  const fleetDay = nextOpenDay(addDays(today, 1), hq);

  const works: StoredWork[] = [
    work({
      scheduled_work_id: 5001, customer_id: DEMO_CUSTOMER_ID, status: 'scheduled', date: soon, vehicle_id: 3001, customer_address_id: 4001,
      plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', key_exchange_note: 'Keys under the doormat',
      services: [line(201, home, 3001), line(303, home, 3001), line(208, home, 3001)], customer_note: 'Please park on the street.',
      additional_phone_numbers: ['5555550111', false],
    }, home),
    work({
      scheduled_work_id: 5002, customer_id: DEMO_CUSTOMER_ID, status: 'keys_available', date: today, vehicle_id: 3002, client_location_id: 1,
      keyosk_id: 11, parking_id: 21, box: 7, plannedArrivalTime: '08:00', plannedDepartureTime: '12:00', hc_is_complete: true,
      health_check_url: 'https://reports.example/health-check/5002', customer_location: { lat: 38.9591, lng: -77.3573 },
      services: [
        line(101, hq, 3002),
        line(204, hq, 3002, { is_upsell: true, upsell_status: 'pending', employee_note: 'Battery tested at 38% health.' }),
        line(301, hq, 3002, { is_upsell: true, upsell_status: 'pending', employee_note: 'Wipers are streaking.' }),
      ],
    }, hq),
    work({
      scheduled_work_id: 5003, customer_id: DEMO_CUSTOMER_ID, status: 'suggested', date: later, vehicle_id: 3001, customer_address_id: 4001,
      services: [line(202, home, 3001)], payment_method_id: null,
    }, home),
    work({
      scheduled_work_id: 5004, customer_id: DEMO_CUSTOMER_ID, status: 'finished', date: addDays(today, -20), vehicle_id: 3001, customer_address_id: 4001,
      plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', hc_is_complete: true, health_check_url: 'https://reports.example/health-check/5004',
      coupon_code: 'ONCE25',
      services: [
        line(102, home, 3001),
        line(203, home, 3001, { is_upsell: true, upsell_status: 'future', employee_note: 'Rotors at minimum thickness in ~3 months.' }),
        line(302, home, 3001, { is_upsell: true, upsell_status: 'rejected' }),
      ],
    }, home),
    work({
      scheduled_work_id: 5005, customer_id: DEMO_CUSTOMER_ID, status: 'cancelled', date: addDays(today, -5), vehicle_id: 3002, customer_address_id: 4002,
      plannedArrivalTime: '13:00', plannedDepartureTime: '14:00', services: [line(205, home, 3002)],
      cancellation_reason: 'Date or Time Conflict', cancellation_reason_details: null,
    }, home),
    work({
      scheduled_work_id: 5006, customer_id: DEMO_CUSTOMER_ID, status: 'scheduled', date: null, vehicle_id: 3002, customer_address_id: 4001,
      services: [line(601, home, 3002)], waitlist_note: 'Any weekday morning works.', is_handraise: false,
    }, home),
    work({
      // Upper-case status on purpose (OPEN-48): Check In shows for SCHEDULED today.
      scheduled_work_id: 5007, customer_id: DEMO_CUSTOMER_ID, status: 'SCHEDULED', date: today, vehicle_id: 3002, customer_address_id: 4002,
      plannedArrivalTime: '14:00', plannedDepartureTime: '15:00', services: [line(503, home, 3002)],
    }, home),
    work({
      scheduled_work_id: 5008, customer_id: DEMO_CUSTOMER_ID, status: 'finished', date: addDays(today, -2), vehicle_id: 3004, customer_address_id: 4001,
      plannedArrivalTime: '09:00', plannedDepartureTime: '10:00', hc_is_complete: true, health_check_url: 'https://reports.example/health-check/5008',
      services: [line(204, home, 3004)], payment_method_id: 2,
    }, home),
    work({
      scheduled_work_id: 5101, customer_id: FLEET_CUSTOMER.id, status: 'scheduled', date: fleetDay, vehicle_id: 3101, client_location_id: 1,
      keyosk_id: 12, parking_id: 22, box: 3, plannedArrivalTime: '08:00', plannedDepartureTime: '10:00', payment_method_id: 3,
      services: [line(101, hq, 3101)],
    }, hq),
    work({
      // A workplace check-in today (/checkin-geo/1002/5102, L-07..L-15): inside 5002's 08:00–12:00 on the same van, so no slot changes.
      scheduled_work_id: 5102, customer_id: FLEET_CUSTOMER.id, status: 'scheduled', date: today, vehicle_id: 3101, client_location_id: 1,
      keyosk_id: 12, parking_id: 22, box: 5, plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', payment_method_id: 3,
      services: [line(201, hq, 3101)],
    }, hq),
    work({
      scheduled_work_id: 5901, customer_id: TAKEN_SLOT_CUSTOMER_ID, status: 'scheduled', date: takenDay, vehicle_id: 3901, customer_address_id: 4099,
      plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', services: [line(203, home, 3901)],
    }, home),
    work({
      scheduled_work_id: 5902, customer_id: TAKEN_SLOT_CUSTOMER_ID, status: 'scheduled', date: takenDay, vehicle_id: 3901, client_location_id: 1,
      keyosk_id: 11, parking_id: 21, plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', services: [line(102, hq, 3901)],
    }, hq),
  ];
  // 5004 was paid in full; 5008 is unpaid.
  const w5004 = works.find((w) => w.scheduled_work_id === 5004)!;
  const once25 = coupons.find((c) => c.coupon_code === 'ONCE25')!;
  Object.assign(
    w5004,
    computeTotals({ lines: w5004.services, taxRatePercent: 6, config: demoConfig, coupon: once25 }),
  );
  w5004.amount_paid_dollars = w5004.total_taxed_price_dollars;
  return works;
}
