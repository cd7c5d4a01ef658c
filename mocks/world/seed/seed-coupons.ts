/** The demo coupons (docs/api.md "Demo data"), valid relative to the world's today. */
import type { Coupon } from '../../../src/api/entities';
import { addDays } from '../clock';

export function seedCoupons(today: string): Coupon[] {
  const once25: Coupon = {
    coupon_code: 'ONCE25', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 25, amount_off_percent: null,
    applies_to_full_bill: true, can_use_multiple_times: false, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$25 off, once',
  };
  const coupons: Coupon[] = [
    { coupon_code: 'FIRST15', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 15, amount_off_percent: null, applies_to_full_bill: true,
      can_use_multiple_times: false, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$15 off your first service' },
    { coupon_code: 'SHARE5', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 5, amount_off_percent: null, applies_to_full_bill: true,
      can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$5 off, share with friends' },
    { coupon_code: 'TRY5', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: null, amount_off_percent: 5, applies_to_full_bill: false,
      can_use_multiple_times: true, valid_service_offering_ids: [101, 102], valid_client_location_ids: [], description: '5% off maintenance packages' },
    { coupon_code: 'SUMMER10', start_date: addDays(today, -120), end_date: addDays(today, -30), amount_off_dollars: null, amount_off_percent: 10,
      applies_to_full_bill: true, can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [], description: 'Expired summer deal' },
    { coupon_code: 'SHOP20', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: null, amount_off_percent: 20, applies_to_full_bill: true,
      can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [3], description: '20% off at the Springfield shop only' },
    once25,
    { coupon_code: 'BRAKES10', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 10, amount_off_percent: null, applies_to_full_bill: false,
      can_use_multiple_times: true, valid_service_offering_ids: [202, 203], valid_client_location_ids: [], description: '$10 off brake service' },
  ];
  return coupons;
}
