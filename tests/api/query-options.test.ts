import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as api from '../../src/api';
import { setProviderName, setToken } from '../../src/api/client';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from './harness';

useMockServer();

describe('query options', () => {
  it('A-01 M-01 the configuration key carries the provider: two providers never share a cache entry', async () => {
    const qc = new QueryClient();
    const demo = await qc.fetchQuery(api.configurationQueryOptions());
    setProviderName('acme');
    const acme = await qc.fetchQuery(api.configurationQueryOptions());
    expect(demo.z3p_client_name).toBe('demo');
    expect(acme.z3p_client_name).toBe('acme');
    expect(api.configurationQueryOptions().queryKey).toEqual(['configuration', 'acme']);
  });

  it('M-02 proStatusQueryOptions defaults to the current provider', async () => {
    setProviderName('gone');
    const qc = new QueryClient();
    expect(await qc.fetchQuery(api.proStatusQueryOptions())).toEqual({ status: 'Churned' });
  });

  it('query options of every resource fetch through the mocks', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const range = { start: '2030-01-01', end: '2030-01-10' };
    await Promise.all([
      qc.fetchQuery(api.customerInfoQueryOptions()),
      qc.fetchQuery(api.offeredScheduleTypesQueryOptions({ clientLocationId: 1 })),
      qc.fetchQuery(api.offeredScheduleTypesQueryOptions({ addressId: 4001 })),
      qc.fetchQuery(api.makesQueryOptions(2020)),
      qc.fetchQuery(api.modelsQueryOptions(2020, 1)),
      qc.fetchQuery(api.trimsQueryOptions(2020, 1, 101)),
      qc.fetchQuery(api.enginesQueryOptions(2020, 1, 101)),
      qc.fetchQuery(api.typeaheadQueryOptions('civic')),
      qc.fetchQuery(api.otherVehicleQueryOptions('boat')),
      qc.fetchQuery(api.vehiclesQueryOptions()),
      qc.fetchQuery(api.vehicleLookupQueryOptions('VA', 'ABC1234')),
      qc.fetchQuery(api.recallsQueryOptions('4T1B11HK5KU123456')),
      qc.fetchQuery(api.clientLocationsQueryOptions()),
      qc.fetchQuery(api.clientLocationDetailsQueryOptions(1)),
      qc.fetchQuery(api.pricedServiceOfferingsQueryOptions(1, 3001)),
      qc.fetchQuery(api.keyosksQueryOptions(1)),
      qc.fetchQuery(api.parkingZonesQueryOptions(1)),
      qc.fetchQuery(api.tireProductsQueryOptions(1258934, 'P215/55R17')),
      qc.fetchQuery(api.serviceAreaQueryOptions()),
      qc.fetchQuery(api.addressesQueryOptions()),
      qc.fetchQuery(api.compatibleDatesQueryOptions({ clientLocationId: 3 }, range, [])),
      qc.fetchQuery(api.compatibleDatesQueryOptions({ addressId: 4001 }, range, [{ service_offering_id: 201 }])),
      qc.fetchQuery(api.couponQueryOptions('share5')),
      qc.fetchQuery(api.quoteQueryOptions('3f1c2a9e-7b4d-4e21-9c1a-demo00quote1')),
      qc.fetchQuery(api.paymentMethodsQueryOptions()),
      qc.fetchQuery(api.scheduledWorkByTokenQueryOptions('demo-appointment-token')),
      qc.fetchQuery(api.scheduledWorkForCustomerQueryOptions(5001, 1001)),
      qc.fetchQuery(api.costPreviewQueryOptions([{ service_offering_id: 201 }], { customer_address_id: 4001, vehicle_id: 3001 })),
      qc.fetchQuery(api.bannerQueryOptions()),
    ]);
    const roots = new Set(qc.getQueryCache().getAll().map((q) => q.queryKey[0]));
    expect(roots.size).toBeGreaterThan(10);
  });

  it('issue 28: a fetched customer-info stays fresh, so each step that shows it does not fetch it again', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    let calls = 0;
    server.use(http.get('http://localhost/api/customer-info', () => void (calls += 1)));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await qc.fetchQuery(api.customerInfoQueryOptions());
    await qc.fetchQuery(api.customerInfoQueryOptions());
    expect(calls).toBe(1);
    // A change the customer makes marks it stale: the next step to show it fetches it.
    await qc.invalidateQueries({ queryKey: api.authKeys.customerInfo(), refetchType: 'none' });
    await qc.fetchQuery(api.customerInfoQueryOptions());
    expect(calls).toBe(2);
  });

  it('key factories of different resources never share a root', () => {
    const roots = [
      api.configurationKeys.all()[0], api.authKeys.all[0], api.scheduleTypeKeys.all[0], api.vehicleCatalogKeys.all[0], api.vehicleKeys.all[0],
      api.clientLocationKeys.all[0], api.tireKeys.all[0], api.addressKeys.all[0], api.compatibleDateKeys.all[0], api.couponKeys.all[0],
      api.quoteKeys.all[0], api.userKeys.all[0], api.paymentKeys.all[0], api.tokenLinkKeys.all[0], api.scheduledWorkKeys.all[0], api.marketingKeys.all[0],
    ];
    expect(new Set(roots).size).toBe(roots.length);
  });
});
