import { describe, expect, it } from 'vitest';
import type { FlowContext } from '../../src/engine';
import { bookingGuards, parkAnywhereVehicle, singleShopLocation } from '../../src/booking/guards';

const ctx = (config: Record<string, unknown>, booking: FlowContext['booking'] = {}): FlowContext => ({
  config,
  booking,
  session: { signedIn: false, guest: false },
  query: {},
});

describe('booking guards', () => {
  it('exports the names the flow uses', () => {
    expect(Object.keys(bookingGuards).sort()).toEqual(['parkAnywhereVehicle', 'singleShopLocation']);
  });

  it('singleShopLocation: shop-only provider with exactly one shop location', () => {
    expect(singleShopLocation(ctx({ service_locations: ['shop'] }, { shopLocationCount: 1 }))).toBe(true);
    expect(singleShopLocation(ctx({ service_locations: ['shop'] }, { shopLocationCount: 2 }))).toBe(false);
    expect(singleShopLocation(ctx({ service_locations: ['shop'] }, { shopLocationCount: 0 }))).toBe(false);
    expect(singleShopLocation(ctx({ service_locations: ['home', 'shop'] }, { shopLocationCount: 1 }))).toBe(false);
  });

  it('parkAnywhereVehicle: the selected service vehicle is listed in the configuration', () => {
    const config = { park_anywhere_service_vehicle_ids: [11, 12] };
    expect(parkAnywhereVehicle(ctx(config, { serviceVehicleId: 12 }))).toBe(true);
    expect(parkAnywhereVehicle(ctx(config, { serviceVehicleId: 13 }))).toBe(false);
    expect(parkAnywhereVehicle(ctx(config, { serviceVehicleId: null }))).toBe(false);
    expect(parkAnywhereVehicle(ctx({}, { serviceVehicleId: 12 }))).toBe(false);
  });
});
