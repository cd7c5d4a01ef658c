/** Year/make/model/trim/engine reference data, plate and VIN lookups, recalls, other vehicle types. */
import type { Vehicle } from '../../../src/api/entities';

interface ModelData {
  modelId: number;
  modelName: string;
  from: number;
  to: number;
  engines: string[];
  tireSizes: string[];
  oilCapacity: number;
  large?: boolean;
}
interface MakeData {
  makeId: number;
  makeName: string;
  from: number;
  to: number;
  models: ModelData[];
  luxury?: boolean;
}

export const makes: MakeData[] = [
  { makeId: 1, makeName: 'Toyota', from: 1990, to: 2100, models: [
    { modelId: 101, modelName: 'Camry', from: 1990, to: 2100, engines: ['2.5L L4 DOHC', '3.5L V6 DOHC'], tireSizes: ['P215/55R17', 'P235/45R18'], oilCapacity: 4.8 },
    { modelId: 102, modelName: 'RAV4', from: 1996, to: 2100, engines: ['2.5L L4 DOHC', '2.5L L4 Hybrid'], tireSizes: ['P225/65R17'], oilCapacity: 4.8 },
    { modelId: 103, modelName: 'Tacoma', from: 1995, to: 2100, engines: ['2.7L L4', '3.5L V6'], tireSizes: ['P245/75R16', 'P265/70R16'], oilCapacity: 6.2, large: true },
  ] },
  { makeId: 2, makeName: 'Honda', from: 1990, to: 2100, models: [
    { modelId: 201, modelName: 'Civic', from: 1990, to: 2100, engines: ['2.0L L4', '1.5L L4 Turbo'], tireSizes: ['P215/55R16', 'P235/40R18'], oilCapacity: 4.4 },
    { modelId: 202, modelName: 'Accord', from: 1990, to: 2100, engines: ['1.5L L4 Turbo', '2.0L L4 Turbo', '3.0L V6'], tireSizes: ['P225/50R17'], oilCapacity: 4.5 },
    { modelId: 203, modelName: 'CR-V', from: 1997, to: 2100, engines: ['1.5L L4 Turbo', '2.4L L4'], tireSizes: ['P235/65R17'], oilCapacity: 4.0 },
  ] },
  { makeId: 3, makeName: 'Ford', from: 1990, to: 2100, models: [
    { modelId: 301, modelName: 'F-150', from: 1990, to: 2100, engines: ['2.7L V6 EcoBoost', '3.5L V6 EcoBoost', '5.0L V8'], tireSizes: ['P265/70R17', 'P275/65R18', 'P275/55R20'], oilCapacity: 7.7, large: true },
    { modelId: 302, modelName: 'Escape', from: 2001, to: 2100, engines: ['1.5L L3 EcoBoost', '2.0L L4 EcoBoost'], tireSizes: ['P225/65R17'], oilCapacity: 5.7 },
    { modelId: 303, modelName: 'Mustang', from: 1990, to: 2100, engines: ['2.3L L4 EcoBoost', '5.0L V8'], tireSizes: ['P235/50R18', 'P255/40R19'], oilCapacity: 5.7 },
  ] },
  { makeId: 4, makeName: 'Chevrolet', from: 1990, to: 2100, models: [
    { modelId: 401, modelName: 'Silverado 1500', from: 1999, to: 2100, engines: ['2.7L L4 Turbo', '5.3L V8', '6.2L V8'], tireSizes: ['P255/70R17', 'P275/60R20'], oilCapacity: 8, large: true },
    { modelId: 402, modelName: 'Equinox', from: 2005, to: 2100, engines: ['1.5L L4 Turbo'], tireSizes: ['P225/65R17'], oilCapacity: 4.2 },
  ] },
  { makeId: 5, makeName: 'Nissan', from: 1990, to: 2100, models: [
    { modelId: 501, modelName: 'Altima', from: 1993, to: 2100, engines: ['2.5L L4'], tireSizes: ['P215/60R16'], oilCapacity: 5.0 },
    { modelId: 502, modelName: 'Rogue', from: 2008, to: 2100, engines: ['1.5L L3 Turbo', '2.5L L4'], tireSizes: ['P225/65R17'], oilCapacity: 5.1 },
  ] },
  { makeId: 6, makeName: 'BMW', from: 1990, to: 2100, luxury: true, models: [
    { modelId: 601, modelName: '330i', from: 2017, to: 2100, engines: ['2.0L L4 Turbo'], tireSizes: ['P225/45R18'], oilCapacity: 5.3 },
    { modelId: 602, modelName: 'X5', from: 2000, to: 2100, engines: ['3.0L L6 Turbo', '4.4L V8 Turbo'], tireSizes: ['P275/45R20'], oilCapacity: 6.9, large: true },
  ] },
  { makeId: 7, makeName: 'Subaru', from: 1990, to: 2100, models: [
    { modelId: 701, modelName: 'Outback', from: 1995, to: 2100, engines: ['2.5L H4', '2.4L H4 Turbo'], tireSizes: ['P225/65R17'], oilCapacity: 5.1 },
    { modelId: 702, modelName: 'Forester', from: 1998, to: 2100, engines: ['2.5L H4'], tireSizes: ['P225/60R17'], oilCapacity: 5.1 },
  ] },
  { makeId: 8, makeName: 'Tesla', from: 2012, to: 2100, luxury: true, models: [
    { modelId: 801, modelName: 'Model 3', from: 2017, to: 2100, engines: ['Electric'], tireSizes: ['P235/45R18'], oilCapacity: 0 },
    { modelId: 802, modelName: 'Model Y', from: 2020, to: 2100, engines: ['Electric'], tireSizes: ['P255/45R19'], oilCapacity: 0 },
  ] },
  // A make with a single model in range: the model list auto-selects (C-…)
  { makeId: 9, makeName: 'Smart', from: 2008, to: 2019, models: [
    { modelId: 901, modelName: 'Fortwo', from: 2008, to: 2019, engines: ['1.0L L3'], tireSizes: ['P155/60R15', 'P175/55R15'], oilCapacity: 3.5 },
  ] },
];

const trimNames = ['Base', 'Sport', 'Limited'];

export function makesFor(year: number) {
  return makes.filter((m) => year >= m.from && year <= m.to);
}
export function modelsFor(year: number, makeId: number) {
  return makes.find((m) => m.makeId === makeId)?.models.filter((m) => year >= m.from && year <= m.to) ?? [];
}
function findModel(makeId: number, modelId: number) {
  const make = makes.find((m) => m.makeId === makeId);
  const model = make?.models.find((m) => m.modelId === modelId);
  return make && model ? { make, model } : undefined;
}
export function findMakeByName(name: string) {
  return makes.find((m) => m.makeName.toLowerCase() === name.trim().toLowerCase());
}
export function findModelByName(makeName: string, modelName: string) {
  const make = findMakeByName(makeName);
  const model = make?.models.find((m) => m.modelName.toLowerCase() === modelName.trim().toLowerCase());
  return make && model ? { make, model } : undefined;
}
/** Trim ids are modelId*10 + 1..3; vehicleId/baseVehicleId are derived from year and model. */
export function trimsFor(year: number, modelId: number) {
  return trimNames.map((name, i) => ({
    submodelId: modelId * 10 + i + 1,
    submodelName: name,
    vehicleId: year * 10_000 + modelId * 10 + i + 1,
    baseVehicleId: year * 10_000 + modelId,
  }));
}
export function enginesFor(modelId: number): { engineId: number; description: string }[] {
  for (const make of makes) {
    const model = make.models.find((m) => m.modelId === modelId);
    if (model) return model.engines.map((description, i) => ({ engineId: modelId * 100 + i + 1, description }));
  }
  return [];
}

/** Plates and VINs that look up a known vehicle (docs/api.md). FAIL123 (any state) and the VIN INVALIDVIN0000000 fail. */
export const FAILING_PLATE = 'FAIL123';
export const FAILING_VIN = 'INVALIDVIN0000000';

export interface LookupFixture {
  plateState?: string;
  plate?: string;
  vin: string;
  year: number;
  makeId: number;
  modelId: number;
  trim: string;
  color?: string;
  serviceRecords: number;
  recalls: string[];
}

export const lookupFixtures: LookupFixture[] = [
  { plateState: 'VA', plate: 'ABC1234', vin: '4T1B11HK5KU123456', year: 2019, makeId: 1, modelId: 101, trim: 'Sport', color: 'Blue', serviceRecords: 12,
    recalls: ['19V-123: Fuel pump may fail, causing the engine to stall.'] },
  { plateState: 'TX', plate: 'XYZ789', vin: '1FTEW1EP7JFA12345', year: 2018, makeId: 3, modelId: 301, trim: 'Limited', color: 'Black', serviceRecords: 4,
    recalls: ['18V-456: Seat belt pretensioner may ignite improperly.', '19V-002: Transmission may downshift unexpectedly.'] },
  { plateState: 'VA', plate: 'EV2022', vin: '5YJ3E1EA7NF123456', year: 2022, makeId: 8, modelId: 801, trim: 'Base', color: 'White', serviceRecords: 1, recalls: [] },
  { vin: '1HGCM82633A004352', year: 2003, makeId: 2, modelId: 202, trim: 'Base', color: 'Silver', serviceRecords: 27,
    recalls: ['03V-789: Ignition switch may wear.', '15V-370: Driver air bag inflator may rupture.', '16V-061: Passenger air bag inflator may rupture.', '17V-030: Door latch may fail.'] },
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The vehicle a plate/VIN looks up to: a fixture, else a deterministic pick from the catalogue. */
export function lookupByPlateOrVin(plateState: string, plateOrVin: string): LookupFixture {
  const key = plateOrVin.toUpperCase();
  const isVin = plateState.toUpperCase() === 'VIN';
  const found = lookupFixtures.find((f) => (isVin ? f.vin === key : f.plate === key && f.plateState === plateState.toUpperCase()));
  if (found) return found;
  const h = hash(`${plateState}/${key}`);
  const candidates = makes.filter((m) => m.makeId !== 9);
  const make = candidates[h % candidates.length]!;
  const model = make.models[(h >>> 8) % make.models.length]!;
  const year = Math.max(make.from, model.from, 2008 + ((h >>> 16) % 15));
  const vin = isVin ? key : `1DEMO${String(h).padStart(12, '0').slice(0, 12)}`;
  return { vin, year, makeId: make.makeId, modelId: model.modelId, trim: trimNames[(h >>> 4) % 3]!, serviceRecords: (h >>> 3) % 20, recalls: [],
    ...(isVin ? {} : { plateState: plateState.toUpperCase(), plate: key }) };
}

/** A vehicle record (without ids) for a lookup fixture. */
export function vehicleFromLookup(f: LookupFixture): Omit<Vehicle, 'vehicle_id'> {
  const found = findModel(f.makeId, f.modelId)!;
  const trim = trimsFor(f.year, f.modelId).find((t) => t.submodelName === f.trim)!;
  const engine = enginesFor(f.modelId)[0];
  return {
    display_name: `${f.year} ${found.make.makeName} ${found.model.modelName}`,
    vin: f.vin,
    license_plate_number: f.plate ?? null,
    license_plate_state: f.plateState ?? null,
    year: f.year,
    make: found.make.makeName,
    model: found.model.modelName,
    color: f.color ?? null,
    trim: f.trim,
    engine: engine ? { engine_name: engine.description, motor_engine_id: engine.engineId } : null,
    input_method_type: f.plate ? 'license' : 'vin',
    vehicleType: 'automobile',
    makeName: found.make.makeName,
    makeId: found.make.makeId,
    modelName: found.model.modelName,
    modelId: found.model.modelId,
    submodelId: trim.submodelId,
    submodelName: trim.submodelName,
    baseVehicleId: trim.baseVehicleId,
    vehicleId: trim.vehicleId,
    oil_capacity: found.model.oilCapacity,
    oilSpecifications: found.model.oilCapacity > 0 ? [{ viscosity: '0W-20' }, { viscosity: '5W-30' }] : [],
    standard_tire_sizes: found.model.tireSizes,
    pt_front_tire_size: found.model.tireSizes[0] ?? null,
    pt_rear_tire_size: found.model.tireSizes[0] ?? null,
    motor_vehicle_id: trim.vehicleId,
    motor_base_vehicle_id: trim.baseVehicleId,
    is_deleted: false,
  };
}

export function oilTypesFor(f: LookupFixture): string[] {
  const found = findModel(f.makeId, f.modelId);
  if (!found || found.model.oilCapacity === 0) return [];
  return f.serviceRecords > 10 ? ['0W-20 Full Synthetic', '5W-20 Synthetic Blend', '5W-30 Conventional', '10W-30 High Mileage'] : ['0W-20 Full Synthetic', '5W-30 Synthetic Blend'];
}

/** Recalls by VIN (M-13). */
export function recallsForVin(vin: string): string[] {
  const f = lookupFixtures.find((x) => x.vin === vin.toUpperCase());
  return f?.recalls ?? [];
}

/** GET /other-vehicle/{type}: make → models. */
export const otherVehicleMakes: Record<string, Record<string, string[]>> = {
  rv: { Winnebago: ['View', 'Vista', 'Minnie Winnie'], Thor: ['Ace', 'Four Winds'], Airstream: ['Interstate', 'Atlas'], Other: [] },
  atv: { Polaris: ['Sportsman 570', 'Scrambler XP'], 'Can-Am': ['Outlander', 'Renegade'], Honda: ['FourTrax Rancher'], Other: [] },
  motorcycle: { 'Harley-Davidson': ['Street Glide', 'Sportster S'], Honda: ['Gold Wing', 'Rebel 500'], Yamaha: ['MT-07', 'YZF-R1'], BMW: ['R 1250 GS'], Other: [] },
  boat: { 'Sea Ray': ['SPX 190', 'Sundancer 320'], 'Boston Whaler': ['Montauk 170', 'Outrage 280'], Yamaha: ['AR190'], Other: [] },
  plane: { Cessna: ['172 Skyhawk', '182 Skylane'], Piper: ['PA-28 Cherokee', 'M350'], Cirrus: ['SR22'], Other: [] },
};

export const heavyDutyMakes = ['Freightliner', 'International', 'Kenworth', 'Mack', 'Peterbilt', 'Volvo', 'Western Star', 'Hino', 'Isuzu', 'Other'];
