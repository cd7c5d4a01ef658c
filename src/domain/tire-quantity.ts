import type { TireAvailability } from './service-types';

/** Tire count choices of the tire quantity modal (D-49). */
export const TIRE_COUNT_OPTIONS: readonly number[] = [1, 2, 3, 4];

/** Default tire count (D-49, D-50). */
export const DEFAULT_TIRE_COUNT = 4;

/** The most tires of one product a customer can order (D-47). */
export const MAX_TIRE_PRODUCT_QUANTITY = 4;

function wholeNonNegative(value: number | null | undefined): number {
  return value === null || value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.floor(value));
}

/**
 * Clamps a tire count into 1..4 (D-49). Promises: missing or NaN gives the default 4; a fraction is
 * rounded down.
 */
export function clampTireCount(count: number | null | undefined): number {
  if (count === null || count === undefined || !Number.isFinite(count)) return DEFAULT_TIRE_COUNT;
  return Math.min(MAX_TIRE_PRODUCT_QUANTITY, Math.max(1, Math.floor(count)));
}

/**
 * The largest quantity of a tire product the customer may pick (D-47): local + localPlus
 * availability, at most 4. Promises: an integer in 0..4; missing or negative availability counts as 0.
 */
export function maxTireProductQuantity(availability: TireAvailability | null | undefined): number {
  const stock = wholeNonNegative(availability?.local) + wholeNonNegative(availability?.localPlus);
  return Math.min(MAX_TIRE_PRODUCT_QUANTITY, stock);
}

/**
 * Clamps a requested tire product quantity to 1..{@link maxTireProductQuantity} (D-47).
 * Promises: 0 when nothing is available; NaN or missing requests the default 4 before clamping.
 */
export function clampTireProductQuantity(
  requested: number | null | undefined,
  availability: TireAvailability | null | undefined,
): number {
  const max = maxTireProductQuantity(availability);
  if (max === 0) return 0;
  return Math.min(max, clampTireCount(requested));
}
