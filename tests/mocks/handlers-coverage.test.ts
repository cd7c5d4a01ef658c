/** Every call of ledger section M (and the paths chosen for the open ones) has a handler. */
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { overrideHandlers } from '../../mocks/handlers/overrides';

const regular = handlers.filter((h) => !overrideHandlers.includes(h as never));

const calls: [id: string, method: string, path: string][] = [
  ['M-01', 'GET', '/app-z3p-configuration'],
  ['M-02', 'GET', '/pro/demo'],
  ['M-03', 'GET', '/schedule-type'],
  ['M-04', 'GET', '/get-offered-schedule-types/client-location/1'],
  ['M-05', 'GET', '/get-offered-schedule-types/home-address/4001'],
  ['M-06', 'GET', '/vehicles/makes/2020'],
  ['M-07', 'GET', '/vehicles/models/2020/1'],
  ['M-08', 'GET', '/vehicles/trims/2020/1/101'],
  ['M-09', 'GET', '/motor/engines/2020/1/101'],
  ['M-09', 'GET', '/motor/engines/2020/1/101/1011'],
  ['M-10', 'GET', '/search-typeahead?queryText=camry&additionalQueryText=&queryType=vehicle'],
  ['M-11', 'POST', '/booking/vehicle-lookup/VA/ABC1234'],
  ['M-12', 'GET', '/other-vehicle/rv'],
  ['M-13', 'GET', '/carfax/recalls/4T1B11HK5KU123456'],
  ['M-14', 'POST', '/vehicle'],
  ['M-15', 'POST', '/vehicle/3001'],
  ['M-16', 'PUT', '/vehicle/3003'],
  ['M-17', 'GET', '/client-location?filter=%7B%22is_active%22%3Atrue%7D'],
  ['M-18', 'GET', '/client-location/1/details'],
  ['M-19', 'GET', '/client-location/1/priced-service-offerings'],
  ['M-20', 'GET', '/atd/products/1258934/2155517'],
  ['M-21', 'GET', '/service-area'],
  ['M-22', 'GET', '/customer/address'],
  ['M-23', 'POST', '/customer/address'],
  ['M-24', 'PUT', '/customer/address/4001'],
  ['M-25', 'PUT', '/customer/address/make-primary/4001'],
  ['M-26', 'PUT', '/customer/client-location/1'],
  ['M-27', 'PUT', '/customer/delete-client-location'],
  ['M-28', 'POST', '/s3-upload'],
  ['M-29', 'POST', '/s3-delete'],
  ['M-30', 'GET', '/payment-method'],
  ['M-31', 'GET', '/scheduled-work/5001?include_deleted=false'],
  ['M-32', 'GET', '/scheduled-work/5001/1001'],
  ['M-33', 'GET', '/scheduled-work-token/demo-appointment-token'],
  ['M-34', 'POST', '/proactive-scheduling/5003/1001'],
  ['M-35', 'PUT', '/booking/scheduled-work/5001'],
  ['M-36', 'POST', '/booking/scheduled-work/5001'],
  ['M-37', 'POST', '/booking/scheduled-work'],
  ['M-38', 'POST', '/booking/customer-signup'],
  ['M-39', 'GET', '/client-location/1/keyosk'],
  ['M-40', 'GET', '/client-location/1/parking'],
  ['M-41', 'GET', '/parking/100'],
  ['M-42', 'POST', '/user/sign-in'],
  ['M-43', 'POST', '/send-reset-link'],
  ['M-44', 'POST', '/reset-password'],
  ['M-45', 'GET', '/customer-info'],
  ['M-46', 'POST', '/checkin/scheduled-work/5007'],
  ['M-47', 'POST', '/booking/approve-services/5002/1001'],
  ['M-48', 'POST', '/scheduled-work/cost-preview'],
  ['M-49', 'GET', '/quote-from-uuid/x'],
  ['M-50', 'GET', '/coupon/FIRST15'],
  ['M-51', 'GET', '/coupon?code=FIRST15'],
  ['M-52', 'POST', '/booking/update-payment-method-token'],
  ['M-53', 'POST', '/booking/update-payment-method/1001'],
  ['M-54', 'POST', '/send-failed-payment-notification'],
  ['M-55', 'GET', '/customer/1002/subusers'],
  ['M-56', 'POST', '/subuser'],
  ['M-57', 'POST', '/subuser/8101'],
  ['M-58', 'POST', '/customer/1001'],
  ['M-59', 'POST', '/user/8101'],
  ['M-60', 'GET', '/client-location/1/compatible-dates?start=2025-03-10&end=2025-03-20&cart=%5B%5D'],
  ['M-61', 'GET', '/customer/address/4001/compatible-dates?start=2025-03-10&end=2025-03-20&cart=%5B%5D'],
  ['M-62', 'POST', '/maps-conversion'],
  ['M-63', 'GET', '/vehicle'],
  ['M-64', 'POST', '/scheduled-work-token/demo-expired-token/resend'],
  ['M-67', 'GET', '/content/banner'],
];

describe('every API call has a mock handler', () => {
  it.each(calls)('%s %s %s', async (_id, method, path) => {
    const request = new Request(`http://localhost/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'Pro-Name': 'demo' },
      body: method === 'GET' ? undefined : '{}',
    });
    const response = await getResponse(regular, request);
    expect(response, `${method} ${path} is not handled`).toBeDefined();
  });
});
