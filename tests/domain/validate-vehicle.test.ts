import { isMakeOffered } from '../../src/domain/offered-make';
import { describe, expect, it } from 'vitest';
import {
  HEAVY_DUTY_FUEL_TYPES,
  isCompleteSavedVehicle,
  sanitizeVehicleText,
  validateHeavyDuty,
  validateLicensePlate,
  validateOtherVehicleType,
  validateVin,
  validateYearMakeModel,
  vehicleTypeForInputMethod,
} from '../../src/domain/validate-vehicle';
import { flowText } from './support/flow-text';

const VIN17 = '1HGCM82633A004352';

describe('vehicle validation', () => {
  it('C-23 C-24 year, make id and model id are required', () => {
    expect(validateYearMakeModel({ year: 2020, makeId: 5, modelId: 9 })).toEqual({});
    expect(validateYearMakeModel({ year: '', makeId: null })).toEqual({ year: 'required', make: 'required', model: 'required' });
  });

  it('C-30 C-31 other vehicle types need a make, and the other-make text for Other', () => {
    expect(validateOtherVehicleType({ make: 'Yamaha' })).toEqual({});
    expect(validateOtherVehicleType({})).toEqual({ make: 'required' });
    expect(validateOtherVehicleType({ make: 'Other', otherMake: ' ' })).toEqual({ otherMake: 'required' });
    expect(validateOtherVehicleType({ make: 'Other', otherMake: 'Custom' })).toEqual({});
  });

  it('C-32 C-33 a plate has at least 3 characters and a state', () => {
    expect(validateLicensePlate({ plate: 'AB1', state: 'MA' })).toEqual({});
    expect(validateLicensePlate({ plate: 'AB', state: 'MA' })).toEqual({ plate: 'plate-too-short' });
    expect(validateLicensePlate({ plate: 'A*B', state: '' })).toEqual({ plate: 'plate-too-short', state: 'required' });
    expect(validateLicensePlate({})).toEqual({ plate: 'required', state: 'required' });
  });

  it('C-34 the VIN tab needs exactly 17 characters: 16 and 18 fail, 17 passes', () => {
    expect(validateVin(VIN17)).toEqual({ ok: true });
    expect(validateVin(VIN17.slice(0, 16))).toEqual({ ok: false, key: 'vin-length' });
    expect(validateVin(`${VIN17}9`)).toEqual({ ok: false, key: 'vin-length' });
    expect(validateVin(` ${VIN17.toLowerCase()} `)).toEqual({ ok: true });
    expect(validateVin('')).toEqual({ ok: false, key: 'required' });
  });

  it('C-38 C-40 C-41 C-42 heavy duty: make required; Other choices need their text', () => {
    expect(validateHeavyDuty({ make: 'Kenworth' })).toEqual({});
    expect(validateHeavyDuty({})).toEqual({ make: 'required' });
    expect(validateHeavyDuty({ make: 'Other', engineMake: 'Other', fuelType: 'Other' })).toEqual({
      otherMake: 'required',
      otherEngineMake: 'required',
      otherFuelType: 'required',
    });
    expect(validateHeavyDuty({ make: 'Other', otherMake: 'X', engineMake: 'Other', otherEngineMake: 'Y', fuelType: 'Other', otherFuelType: 'Z' })).toEqual({});
    expect(HEAVY_DUTY_FUEL_TYPES).toEqual(['Diesel', 'Gas', 'Natural Gas', 'Other', "I Don't Know"]);
  });

  it('C-39 heavy duty VIN is optional, but when given exactly 17 letters or digits (16/17/18)', () => {
    expect(validateHeavyDuty({ make: 'Mack', vin: '' })).toEqual({});
    expect(validateHeavyDuty({ make: 'Mack', vin: VIN17 })).toEqual({});
    expect(validateHeavyDuty({ make: 'Mack', vin: VIN17.slice(0, 16) })).toEqual({ vin: 'heavy-duty-vin' });
    expect(validateHeavyDuty({ make: 'Mack', vin: `${VIN17}1` })).toEqual({ vin: 'heavy-duty-vin' });
    expect(validateHeavyDuty({ make: 'Mack', vin: '1HGCM82633A00435-' })).toEqual({ vin: 'heavy-duty-vin' });
  });

  it('C-43 vehicle text keeps letters, digits, space and hyphen, upper-cased', () => {
    expect(sanitizeVehicleText("ab-12 c*d/é'<x>")).toBe('AB-12 CDX');
    expect(sanitizeVehicleText(null)).toBe('');
  });

  it('C-44 C-45 a make not on offered_vehicle_makes is not offered (the flow\'s C-45 blockers hold Continue with the call notice)', () => {
    expect(isMakeOffered('Honda', ['Honda', 'Toyota'])).toBe(true);
    expect(isMakeOffered(' honda ', ['Honda'])).toBe(true);
    expect(isMakeOffered('Ferrari', null)).toBe(true);
    expect(isMakeOffered('Ferrari', [])).toBe(true);
    expect(isMakeOffered('Ferrari', [null, ' '])).toBe(true);
    expect(isMakeOffered(' Ferrari ', ['Honda'])).toBe(false);
    expect(isMakeOffered(null, ['Honda'])).toBe(false);
    // The flow's text names the make being entered (a booking fact) and the provider phone from the configuration.
    expect(flowText('make-not-offered', { booking: { candidateMake: 'Ferrari' }, config: { customer_facing_phone: '(555) 010-0000' } })).toBe(
      'We do not offer mobile service for Ferrari. Please call us at (555) 010-0000 for in-house scheduling.',
    );
  });

  it('C-44 null or blank entries of offered_vehicle_makes from the wire are ignored, never thrown on', () => {
    expect(isMakeOffered('Honda', [null, 'Honda'])).toBe(true);
    expect(isMakeOffered('Ferrari', [null, ' '])).toBe(true);
    expect(isMakeOffered('Ferrari', [null, 'Honda'])).toBe(false);
    expect(isMakeOffered('Ferrari', 'Honda')).toBe(true);
  });

  it('C-05 a saved vehicle is listed only with year, make, model and color all present', () => {
    expect(isCompleteSavedVehicle({ year: 2020, make: 'Honda', model: 'Civic', color: 'Red' })).toBe(true);
    expect(isCompleteSavedVehicle({ year: 2020, make: 'Honda', model: 'Civic', color: null })).toBe(false);
    expect(isCompleteSavedVehicle({ year: null, make: 'Honda', model: 'Civic', color: 'Red' })).toBe(false);
    expect(isCompleteSavedVehicle({ year: 2020, make: ' ', model: 'Civic', color: 'Red' })).toBe(false);
    expect(isCompleteSavedVehicle({ year: 2020, make: 'Honda', color: 'Red' })).toBe(false);
  });

  it('C-46 input_method_type maps rv/atv/motorcycle/boat/plane to themselves and year/vin/license/heavy to automobile', () => {
    for (const t of ['rv', 'atv', 'motorcycle', 'boat', 'plane']) expect(vehicleTypeForInputMethod(t)).toBe(t);
    for (const t of ['year', 'vin', 'license', 'heavy']) expect(vehicleTypeForInputMethod(t)).toBe('automobile');
    expect(vehicleTypeForInputMethod('RV')).toBe('rv');
    expect(vehicleTypeForInputMethod(undefined)).toBe('automobile');
  });
});
