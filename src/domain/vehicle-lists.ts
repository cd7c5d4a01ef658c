/**
 * Fixed vehicle choice lists and year ranges of the vehicle-entry screens (C-16, C-17, C-26..C-28,
 * C-35..C-37). Pure data and functions; "now" is passed in (the app's clock).
 */
import heavyDuty from './data/heavy-duty-lists.json';

/** C-27: colors on the lookup screen (and the verify screen's color choice). */
export const LOOKUP_COLORS = Object.freeze([
  'Black', 'Blue', 'Brown', 'Gold', 'Gray', 'Green', 'Orange', 'Purple', 'Red', 'Silver', 'White', 'Yellow', 'Other',
] as const);

/** C-26: the vehicle search modal's shorter color list. */
export const MODAL_COLORS = Object.freeze(['Black', 'Blue', 'Gray', 'Red', 'Silver', 'White', 'Other'] as const);

/** C-28: labels of the vehicle types (automobile = "Car/Truck/SUV/Van"). */
export const VEHICLE_TYPE_LABELS = Object.freeze({
  automobile: 'Car/Truck/SUV/Van',
  rv: 'RV',
  atv: 'ATV',
  motorcycle: 'Motorcycle',
  boat: 'Boat',
  plane: 'Plane',
} as const);

/** C-35..C-37 (OPEN-25): heavy-duty makes, engine makes and fuel types, from data (schemas/heavy-duty-lists.schema.json). */
export const HEAVY_DUTY_MAKES: readonly string[] = Object.freeze([...heavyDuty.makes]);
export const HEAVY_DUTY_ENGINE_MAKES: readonly string[] = Object.freeze([...heavyDuty.engineMakes]);
export const HEAVY_DUTY_FUEL_TYPE_LIST: readonly string[] = Object.freeze([...heavyDuty.fuelTypes]);

/**
 * C-16: the lookup screen's years, newest first: next year back through 99 years earlier
 * (100 years in all).
 */
export function lookupYears(now: Date): number[] {
  const next = now.getFullYear() + 1;
  return Array.from({ length: 100 }, (_, i) => next - i);
}

/** C-17: the vehicle search modal's years, newest first: next year down to 1990. */
export function modalYears(now: Date): number[] {
  const next = now.getFullYear() + 1;
  return Array.from({ length: next - 1990 + 1 }, (_, i) => next - i);
}
