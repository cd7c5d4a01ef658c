import { dollarsToCents } from './money';

/** Quarts included in the service price before extra oil is charged (D-19). */
export const INCLUDED_OIL_QUARTS = 5;

/**
 * Extra oil cost in cents (D-19): (oil capacity rounded up − 5 quarts) × extra_oil_cost_per_qt_dollars.
 * Promises: a non-negative integer; 0 when the capacity is missing, not numeric, or 5 quarts or less.
 * The capacity may come as a number or a numeric string (vehicle `oil_capacity`).
 */
export function extraOilCostCents(
  oilCapacityQuarts: number | string | null | undefined,
  extraOilCostPerQtDollars: number | null | undefined,
): number {
  const capacity = typeof oilCapacityQuarts === 'string' ? Number(oilCapacityQuarts.trim()) : oilCapacityQuarts;
  if (capacity === null || capacity === undefined || !Number.isFinite(capacity)) return 0;
  // toPrecision strips float noise so 5.0000000001-style artefacts of a parsed "5" never round up.
  const extraQuarts = Math.ceil(Number(capacity.toPrecision(12))) - INCLUDED_OIL_QUARTS;
  if (extraQuarts <= 0) return 0;
  return extraQuarts * Math.max(0, dollarsToCents(extraOilCostPerQtDollars));
}
