import { describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/client';
import {
  getEngines, getMakes, getModels, getOtherVehicleMakes, getTrims, searchTypeahead,
} from '../../src/api/vehicle-catalog';
import { createVehicle, deleteVehicle, getRecalls, getVehicles, lookupVehicle, updateVehicleColor } from '../../src/api/vehicles';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { useMockServer } from './harness';

useMockServer();

describe('vehicle reference data', () => {
  it('M-06 makes of a year', async () => {
    const makes = await getMakes(2020);
    expect(makes).toEqual(expect.arrayContaining([{ makeId: 1, makeName: 'Toyota' }, { makeId: 8, makeName: 'Tesla' }]));
    expect((await getMakes(2005)).some((m) => m.makeName === 'Tesla')).toBe(false);
    await expect(getMakes(1800)).rejects.toMatchObject({ status: 400 });
  });

  it('M-07 models of a make; Smart has a single model (auto-select)', async () => {
    expect(await getModels(2019, 1)).toEqual(expect.arrayContaining([{ modelId: 101, modelName: 'Camry' }]));
    expect(await getModels(2015, 9)).toEqual([{ modelId: 901, modelName: 'Fortwo' }]);
  });

  it('M-08 trims with vehicle ids', async () => {
    const trims = await getTrims(2019, 1, 101);
    expect(trims).toHaveLength(3);
    expect(trims[0]).toMatchObject({ submodelId: 1011, submodelName: 'Base', vehicleId: expect.any(Number), baseVehicleId: expect.any(Number) });
  });

  it('M-09 engines with and without a submodel', async () => {
    expect(await getEngines(2019, 1, 101)).toEqual([{ engineId: 10101, description: '2.5L L4 DOHC' }, { engineId: 10102, description: '3.5L V6 DOHC' }]);
    expect(await getEngines(2019, 1, 101, 1012)).toHaveLength(2);
  });

  it('M-10 typeahead finds vehicles by text', async () => {
    const answer = await searchTypeahead({ queryText: '2019 toyota cam' });
    const first = answer.siteSearchResultGroupList[0]!.siteSearchResultList[0]!;
    expect(first.label).toBe('2019 Toyota Camry');
    expect(first.action?.vehicleMetadata).toMatchObject({ year: 2019, makeId: 1, modelId: 101 });
    expect((await searchTypeahead({ queryText: 'zzz' })).siteSearchResultGroupList).toEqual([]);
  });

  it('M-12 other vehicle types answer make → models', async () => {
    const rv = await getOtherVehicleMakes('rv');
    expect(rv.Status).toBe('success');
    expect(rv.Data.Winnebago).toContain('View');
    await expect(getOtherVehicleMakes('spaceship')).rejects.toMatchObject({ status: 404 });
  });
});

describe('plate and VIN lookup (M-11), recalls (M-13)', () => {
  it('C-51 M-11 ABC1234/VA looks up the 2019 Toyota Camry with recalls, oil types and tire sizes', async () => {
    const a = await lookupVehicle('VA', 'ABC1234');
    expect(a.vehicle).toMatchObject({ year: 2019, make: 'Toyota', model: 'Camry', vin: '4T1B11HK5KU123456', vehicle_id: null });
    expect(a.vehicle.standard_tire_sizes).toEqual(['P215/55R17', 'P235/45R18']);
    expect(a).toMatchObject({ service_records_count: 12, recalls_count: 1 });
    expect(a.recall_list?.[0]?.recall_formatted_string).toContain('Fuel pump');
    expect(a.oil_types?.length).toBeGreaterThan(3);
  });

  it('C-52 M-11 a VIN uses the state segment VIN', async () => {
    const a = await lookupVehicle('VIN', '1HGCM82633A004352');
    expect(a.vehicle).toMatchObject({ year: 2003, make: 'Honda', model: 'Accord' });
    expect(a.recalls_count).toBe(4);
  });

  it('M-11 other plates look up a deterministic catalogue vehicle', async () => {
    const a = await lookupVehicle('MD', 'HELLO42');
    const b = await lookupVehicle('MD', 'HELLO42');
    expect(a.vehicle.display_name).toBe(b.vehicle.display_name);
  });

  it('C-14 M-11 the plate FAIL123 and the VIN INVALIDVIN0000000 fail (non-200)', async () => {
    await expect(lookupVehicle('VA', 'FAIL123')).rejects.toMatchObject({ status: 404 });
    await expect(lookupVehicle('VIN', 'INVALIDVIN0000000')).rejects.toMatchObject({ status: 404 });
    await expect(lookupVehicle('VIN', 'SHORT')).rejects.toMatchObject({ status: 400 });
  });

  it('C-58 C-59 M-13 recalls by VIN; the failing VIN answers 502', async () => {
    expect(await getRecalls('1FTEW1EP7JFA12345')).toHaveLength(2);
    expect(await getRecalls('4S4BSANC5K3123456')).toEqual([]);
    await expect(getRecalls('INVALIDVIN0000000')).rejects.toMatchObject({ status: 502 });
  });
});

describe('the customer vehicles (M-14, M-15, M-16, M-63)', () => {
  it('E-17 M-63 lists the signed-in customer vehicles', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    const list = await getVehicles();
    expect(list.map((v) => v.vehicle_id)).toEqual(expect.arrayContaining([3001, 3002, 3003, 3004]));
    expect(list.find((v) => v.vehicle_id === 3003)?.color).toBeNull();
  });

  it('C-61 M-14 creates a vehicle (customer_id in the payload, no token)', async () => {
    const v = await createVehicle({ customer_id: DEMO_CUSTOMER_ID, year: 2020, make: 'Honda', model: 'Civic', color: 'Red', input_method_type: 'year' });
    expect(v).toMatchObject({ customer_id: DEMO_CUSTOMER_ID, display_name: '2020 Honda Civic', vehicleType: 'automobile', is_deleted: false });
    setToken(DEMO_CUSTOMER_TOKEN);
    expect((await getVehicles()).some((x) => x.vehicle_id === v.vehicle_id)).toBe(true);
  });

  it('M-14 other vehicle types need only a make; Other needs other_make', async () => {
    const rv = await createVehicle({ customer_id: DEMO_CUSTOMER_ID, make: 'Winnebago', model: 'View', vehicleType: 'rv', input_method_type: 'rv' });
    expect(rv.vehicleType).toBe('rv');
    await expect(createVehicle({ customer_id: DEMO_CUSTOMER_ID, make: 'Other', vehicleType: 'boat' })).rejects.toMatchObject({ status: 400 });
  });

  it('M-14 a non-200 carries the server text (Critical Error: {text})', async () => {
    await expect(createVehicle({ customer_id: DEMO_CUSTOMER_ID, make: 'Honda' })).rejects.toMatchObject({
      status: 400, serverText: 'Vehicle year, make and model are required.',
    });
    await expect(createVehicle({ customer_id: DEMO_CUSTOMER_ID, year: 2020, make: 'Honda', model: 'Civic', vin: '123' })).rejects.toMatchObject({ status: 400 });
  });

  it('M-15 sets the color', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect((await updateVehicleColor(3003, 'Gray')).color).toBe('Gray');
  });

  it('C-61 M-16 deletes a vehicle without upcoming appointments', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect((await deleteVehicle(3003)).is_deleted).toBe(true);
    expect((await getVehicles()).some((v) => v.vehicle_id === 3003)).toBe(false);
  });

  it('C-60 M-16 a vehicle with a scheduled appointment cannot be deleted', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(deleteVehicle(3001)).rejects.toMatchObject({
      status: 400,
      serverText: 'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.',
    });
  });

  it('M-16 another customer vehicle is not found', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(deleteVehicle(3101)).rejects.toMatchObject({ status: 404 });
  });
});
