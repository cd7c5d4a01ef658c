import { invalid, VALID, type FieldErrors, type ValidationResult } from './validation-messages';
import { isOwnVehicleType, type VehicleType } from './vehicle-types';

/** The choice meaning "not on the list" in make, engine-make and fuel-type selects. */
export const OTHER = 'Other';

/** C-36: heavy-duty fuel types. */
export const HEAVY_DUTY_FUEL_TYPES = Object.freeze(['Diesel', 'Gas', 'Natural Gas', 'Other', "I Don't Know"] as const);

const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && !Number.isFinite(v));
const isOther = (v: unknown): boolean => typeof v === 'string' && v.trim().toLowerCase() === OTHER.toLowerCase();

/** C-43: vehicle ID text keeps only ASCII letters, digits, space and hyphen, upper-cased. */
export function sanitizeVehicleText(text: string | null | undefined): string {
  return (text ?? '').replace(/[^A-Za-z0-9 -]/g, '').toUpperCase();
}

/** C-23/C-24: year, make (id) and model (id) are each required (`required`: "Required"). */
export function validateYearMakeModel(v: {
  year?: string | number | null;
  makeId?: string | number | null;
  modelId?: string | number | null;
}): FieldErrors<'year' | 'make' | 'model'> {
  const errors: FieldErrors<'year' | 'make' | 'model'> = {};
  if (blank(v.year)) errors.year = 'required';
  if (blank(v.makeId)) errors.make = 'required';
  if (blank(v.modelId)) errors.model = 'required';
  return errors;
}

/** C-30/C-31: other vehicle types (RV, ATV, …) need a make, and the other-make text when the make is Other. */
export function validateOtherVehicleType(v: { make?: string | null; otherMake?: string | null }): FieldErrors<'make' | 'otherMake'> {
  const errors: FieldErrors<'make' | 'otherMake'> = {};
  if (blank(v.make)) errors.make = 'required';
  else if (isOther(v.make) && blank(v.otherMake)) errors.otherMake = 'required';
  return errors;
}

/** C-32/C-33: the plate, sanitized (C-43) and trimmed, has at least 3 characters (`plate-too-short`), and a plate state is chosen. */
export function validateLicensePlate(v: { plate?: string | null; state?: string | null }): FieldErrors<'plate' | 'state'> {
  const errors: FieldErrors<'plate' | 'state'> = {};
  const plate = sanitizeVehicleText(v.plate).trim();
  if (plate === '') errors.plate = 'required';
  else if (plate.length < 3) errors.plate = 'plate-too-short';
  if (blank(v.state)) errors.state = 'required';
  return errors;
}

/** C-34: the VIN tab's VIN, sanitized (C-43) and trimmed, has exactly 17 characters (`vin-length`). */
export function validateVin(vin: string | null | undefined): ValidationResult {
  const clean = sanitizeVehicleText(vin).trim();
  if (clean === '') return invalid('required');
  return clean.length === 17 ? VALID : invalid('vin-length');
}

/** Heavy-duty tab fields (C-35). */
export interface HeavyDutyForm {
  make?: string | null;
  otherMake?: string | null;
  engineMake?: string | null;
  otherEngineMake?: string | null;
  engineSerialNumber?: string | null;
  vin?: string | null;
  fuelType?: string | null;
  otherFuelType?: string | null;
}

/**
 * C-38..C-42: make required; the other-make, other-engine-make and other-fuel-type texts required
 * when the matching choice is Other; the VIN optional, but when given (trimmed) exactly 17 letters
 * or digits (`heavy-duty-vin`).
 */
export function validateHeavyDuty(v: HeavyDutyForm): FieldErrors<'make' | 'otherMake' | 'otherEngineMake' | 'otherFuelType' | 'vin'> {
  const errors: FieldErrors<'make' | 'otherMake' | 'otherEngineMake' | 'otherFuelType' | 'vin'> = {};
  if (blank(v.make)) errors.make = 'required';
  else if (isOther(v.make) && blank(v.otherMake)) errors.otherMake = 'required';
  if (isOther(v.engineMake) && blank(v.otherEngineMake)) errors.otherEngineMake = 'required';
  if (isOther(v.fuelType) && blank(v.otherFuelType)) errors.otherFuelType = 'required';
  const vin = (v.vin ?? '').trim();
  if (vin !== '' && !/^[A-Za-z0-9]{17}$/.test(vin)) errors.vin = 'heavy-duty-vin';
  return errors;
}

/** C-05: a saved vehicle is listed only when year, make, model and color are all present (not null, not blank). */
export function isCompleteSavedVehicle(v: {
  year?: string | number | null;
  make?: string | null;
  model?: string | null;
  color?: string | null;
}): boolean {
  return !blank(v.year) && !blank(v.make) && !blank(v.model) && !blank(v.color);
}

/**
 * C-46: the vehicleType for an input_method_type — rv, atv, motorcycle, boat and plane map to
 * themselves; year, vin, license and heavy (and anything else or nothing) map to automobile.
 * Compared ignoring case.
 */
export function vehicleTypeForInputMethod(inputMethodType: string | null | undefined): VehicleType {
  const t = (inputMethodType ?? '').trim().toLowerCase();
  return isOwnVehicleType(t) ? t : 'automobile';
}
