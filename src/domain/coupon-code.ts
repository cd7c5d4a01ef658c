/**
 * Normalises a typed coupon code (D-76): surrounding white space trimmed, upper-cased.
 * Promises: `''` for a missing code; idempotent.
 */
export function normalizeCouponCode(raw: string | null | undefined): string {
  return typeof raw === 'string' ? raw.trim().toUpperCase() : '';
}
