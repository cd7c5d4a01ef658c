import { describe, expect, it } from 'vitest';
import { setProviderName, setToken } from '../../src/api/client';
import {
  createAddress, deleteAddress, getAddresses, getServiceArea, makeAddressPrimary, updateAddress,
} from '../../src/api/addresses';
import {
  deleteCustomerClientLocation, getClientLocationDetails, getClientLocations, getKeyosks, getParkingZones,
  getPricedServiceOfferings, saveCustomerClientLocation,
} from '../../src/api/client-locations';
import { getCompatibleDatesAtAddress, getCompatibleDatesAtLocation } from '../../src/api/compatible-dates';
import { getOfferedScheduleTypesAtAddress, getOfferedScheduleTypesAtLocation } from '../../src/api/schedule-types';
import { mockCall } from './mock-call';
import { getTireProducts, tireSizePathSegment } from '../../src/api/tires';
import { applyScenario } from '../../mocks/scenario';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { demoTakenDay } from '../../mocks/world/seed/demo-days';
import { atTime, useMockServer } from './harness';

useMockServer();

const home = { address_line_1: '5 Pine Road', city: 'Springfield', state: 'va', postal_code: '22152' };

describe('schedule types (M-03..M-05)', () => {
  it('M-03 the mock lists schedule types with names (the app has no client for it: docs/decisions.md)', async () => {
    const list = (await mockCall('GET', '/schedule-type')) as { name: string }[];
    expect(list.map((t) => t.name)).toEqual(['mechanical', 'tires', 'detailing', 'pickup_and_delivery', 'fuel', 'rv', 'atv', 'motorcycle', 'plane', 'boat']);
  });
  it('M-04 schedule types offered at a location', async () => {
    expect((await getOfferedScheduleTypesAtLocation(2)).map((t) => t.name)).toEqual(['mechanical', 'tires']);
    await expect(getOfferedScheduleTypesAtLocation(999)).rejects.toMatchObject({ status: 404 });
  });
  it('M-05 schedule types offered at a home address (detailing only in partner postal codes)', async () => {
    expect((await getOfferedScheduleTypesAtAddress(4001)).map((t) => t.name)).toEqual(['mechanical', 'tires', 'detailing']);
  });
});

describe('client locations (M-17..M-19, M-39..M-41)', () => {
  it('M-17 lists active locations of the provider modes, sorted by long name', async () => {
    const list = await getClientLocations();
    expect(list.map((l) => l.client_location_id)).toEqual([1, 4, 3, 2, 10]);
    expect(list.every((l) => l.is_active)).toBe(true);
    setProviderName('fleetco');
    expect((await getClientLocations()).map((l) => l.location_type)).toEqual(['workplace', 'workplace']);
  });

  it('G-01 M-18 details hold keyosks and parking zones with coordinates', async () => {
    const d = await getClientLocationDetails(1, 3001);
    expect(d.client_location.long_name).toBe('Acme Corp Headquarters');
    expect(d.keyosks.map((k) => k.name)).toEqual(['Lobby Keyosk', 'Garage P1 Keyosk']);
    expect(d.parking_zones[0]).toMatchObject({ parking_id: 21, lat: expect.any(Number) });
    expect(d.client_location.van_parking_location).toMatchObject({ lat: expect.any(Number) });
    await expect(getClientLocationDetails(5)).rejects.toMatchObject({ status: 404 });
    await expect(getClientLocationDetails(1, 999999)).rejects.toMatchObject({ status: 404 });
  });

  it('D-67 M-19 priced offerings: packages, standard, add-ons, detailing, tires, diagnostic, recall', async () => {
    const { service_offerings: list } = await getPricedServiceOfferings(10, 3001);
    const categories = new Set(list.map((o) => o.display_category));
    expect(categories).toEqual(new Set(['package', 'standard', 'addon']));
    const types = new Set(list.flatMap((o) => o.schedule_types ?? []));
    expect(types).toEqual(new Set(['mechanical', 'tires', 'detailing']));
    expect(list.some((o) => o.tags?.includes('diagnostic'))).toBe(true);
    expect(list.some((o) => o.tags?.includes('recall'))).toBe(true);
    expect(list.some((o) => o.per_tire)).toBe(true);
    for (const o of list) expect(o.total_cost_dollars).toBeCloseTo((o.parts_cost_dollars ?? 0) + (o.labor_cost_dollars ?? 0), 2);
    expect(list.map((o) => o.long_name)).toEqual([...list.map((o) => o.long_name)].sort((a, b) => a.localeCompare(b)));
  });

  it('M-19 prices depend on the location and the vehicle; offerings on the provider', async () => {
    const oil = async (loc: number, vehicle?: number) =>
      (await getPricedServiceOfferings(loc, vehicle)).service_offerings.find((o) => o.service_offering_id === 201)!.total_cost_dollars;
    expect(await oil(3)).toBeLessThan((await oil(10))!);
    expect(await oil(10, 3003)).toBeGreaterThan((await oil(10, 3002))!); // F-150: large, 7.7 qt oil
    setProviderName('skipper'); // no diagnostic, no recalls
    const list = (await getPricedServiceOfferings(10)).service_offerings;
    expect(list.some((o) => o.tags?.includes('diagnostic') || o.tags?.includes('recall'))).toBe(false);
  });

  it('G-02 G-03 M-39 M-40 M-41 keyosks, parking zones and /parking/100', async () => {
    expect((await getKeyosks(1)).map((k) => k.keyosk_id)).toEqual([11, 12]);
    expect((await getParkingZones(2)).map((p) => p.parking_id)).toEqual([23, 100]);
    expect(await mockCall('GET', '/parking/100')).toMatchObject({ name: 'Visitor Parking' }); // mock only: no client
    await expect(mockCall('GET', '/parking/1')).rejects.toMatchObject({ status: 404 });
  });

  it('K-65 M-26 M-27 saves and removes a workplace as the customer place', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const saved = await saveCustomerClientLocation(2, { keyosk_id: 13, parking_id: 23 });
    expect(saved.customer).toMatchObject({ default_client_location_id: 2, preferredKeyoskId: 13, preferredParkingId: 23 });
    await expect(saveCustomerClientLocation(2, { keyosk_id: 11 })).rejects.toMatchObject({ status: 400 });
    const removed = await deleteCustomerClientLocation(2);
    expect(removed.customer?.default_client_location_id).toBeNull();
    await expect(deleteCustomerClientLocation(4)).rejects.toMatchObject({ status: 404 });
  });
});

describe('tires (M-20)', () => {
  it('D-52 M-20 products for a stocked size; none for another; 502 for 000000', async () => {
    expect(tireSizePathSegment('P215/55R17')).toBe('2155517');
    const products = await getTireProducts(1258934, 'P215/55R17');
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({ brand: 'Michelin', price: { retail: 189.99 }, availability: { local: 4, localPlus: 12 } });
    expect(await getTireProducts(1258934, 'P999/99R99')).toEqual([]);
    await expect(getTireProducts(1258934, '000000')).rejects.toMatchObject({ status: 502 });
  });
});

describe('addresses and service area (M-21..M-25)', () => {
  it('B-29 M-21 service area lists postal codes', async () => {
    const area = await getServiceArea();
    expect(area.map((a) => a.postal_code)).toContain('22150');
    expect(area.map((a) => a.postal_code)).not.toContain('90210');
  });

  it('M-22 lists the customer addresses sorted by display name', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect((await getAddresses()).map((a) => a.display_name)).toEqual(['Home', "Mom's House"]);
  });

  it('B-26 M-23 creates an address with customer_id when there is no token', async () => {
    const a = await createAddress({ ...home, customer_id: DEMO_CUSTOMER_ID });
    expect(a).toMatchObject({ customer_id: DEMO_CUSTOMER_ID, state: 'VA', tax_rate_percent: 6, time_zone: 'America/New_York', is_primary: false });
    expect(a.one_line_human_readable_address).toBe('5 Pine Road, Springfield, VA 22152');
  });

  it('B-27 B-28 B-29 M-23 validation answers the spec messages', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createAddress({ ...home, city: '' })).rejects.toMatchObject({ status: 400, serverText: 'Please fill out all required fields (*)' });
    await expect(createAddress({ ...home, postal_code: '2215' })).rejects.toMatchObject({
      serverText: "'2215' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.",
    });
    await expect(createAddress({ ...home, postal_code: '90210' })).rejects.toMatchObject({ serverText: 'Sorry, we do not yet do at-home services in 90210.' });
    await expect(createAddress(home)).resolves.toBeTruthy();
  });

  it('K-63 M-24 M-25 updates, makes primary and deletes', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect((await updateAddress(4002, { display_name: 'Office' })).display_name).toBe('Office');
    const list = await makeAddressPrimary(4002);
    expect(list.find((a) => a.customer_address_id === 4002)?.is_primary).toBe(true);
    expect(list.find((a) => a.customer_address_id === 4001)?.is_primary).toBe(false);
    expect((await deleteAddress(4002)).is_deleted).toBe(true);
    const after = await getAddresses();
    expect(after.map((a) => a.customer_address_id)).toEqual([4001]);
    expect(after[0]!.is_primary).toBe(true);
    await expect(updateAddress(4099, { display_name: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('compatible dates (M-60, M-61)', () => {
  // Monday 10 March 2025, 10:00 in New York
  const NOW = '2025-03-10T14:00:00Z';

  it('F-28 F-42 M-61 dates at a home address: closed Sundays, 13th fully booked, past slots gone today', async () => {
    atTime(NOW);
    const dates = await getCompatibleDatesAtAddress(4001, { start: '2025-03-09', end: '2025-03-16' }, [{ service_offering_id: 201 }]);
    expect(dates.map((d) => d.date)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15']);
    const today = dates[0]!;
    expect(today.available_start_times?.[0]).toBe('11:00');
    expect(today.unavailable_slot_times).toContain('08:00');
    expect(dates.find((d) => d.date === '2025-03-13')?.is_available).toBe(false);
    expect(dates.find((d) => d.date === '2025-03-15')?.end_time).toBe('11:00'); // Saturday: 4 hours (demo opens 07:00)
    expect(today).toMatchObject({ service_vehicle_id: 901, buffer_time_minutes: 15, is_demand_based: false });
  });

  it('M-60 the taken 10:00 slot is unavailable at Acme HQ; slots are 30 min for time_slots providers', async () => {
    atTime(NOW);
    setProviderName('acme');
    const day = demoTakenDay();
    const [entry] = await getCompatibleDatesAtLocation(1, { start: day, end: day }, [{ service_offering_id: 201 }]);
    expect(entry!.unavailable_slot_times).toContain('10:00');
    expect(entry!.available_start_times).toContain('08:00');
    expect(entry!.available_start_times).toContain('08:30');
    expect(entry!.scheduled_works_at_client_location?.[0]).toMatchObject({ start_time: '10:00', end_time: '12:00' });
  });

  it('M-60 the scenario clock moves the dates', async () => {
    applyScenario({ now: '2030-01-07T15:00:00Z' });
    const dates = await getCompatibleDatesAtLocation(3, { start: '2030-01-01', end: '2030-01-08' }, []);
    expect(dates[0]!.date).toBe('2030-01-07');
  });

  it('M-60 M-61 invalid queries answer 400; unknown places 404', async () => {
    await expect(getCompatibleDatesAtLocation(1, { start: '2025-03-10', end: '2025-03-01' }, [])).rejects.toMatchObject({ status: 400 });
    await expect(getCompatibleDatesAtLocation(1, { start: '2025-03-10', end: '2025-03-11' }, [{ service_offering_id: 42 }])).rejects.toMatchObject({ status: 400 });
    await expect(getCompatibleDatesAtAddress(123456, { start: '2025-03-10', end: '2025-03-11' }, [])).rejects.toMatchObject({ status: 404 });
  });
});
