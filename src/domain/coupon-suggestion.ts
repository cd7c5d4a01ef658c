import { normalizeCouponCode } from './coupon-code';

/**
 * Codes worth suggesting when a typed code is unknown (D-85..D-87, D-92). Callers may pass a
 * provider's own list instead.
 */
export const KNOWN_COUPON_CODES: readonly string[] = ['FIRST15', 'SHARE5', 'TRY5'];

/** The largest edit distance at which a known code is suggested. */
const MAX_SUGGESTION_DISTANCE = 1;

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two adjacent
 * characters each cost 1 (FRIST15 → FIRST15 is 1). Promises: 0 only for equal strings; symmetric.
 */
export function couponEditDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    const row = d[i] as number[];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known code a mistyped one most likely meant, for "Did you mean X?" (D-85..D-87): after
 * normalising (upper case, trimmed), the known code at edit distance 1 — FIST15/FRIST15 → FIRST15,
 * SHARES/SHARES5 → SHARE5, TRYS → TRY5. Promises: `null` for a blank input, an exact known code, or
 * nothing close; on a tie the earlier code of `knownCodes` wins.
 */
export function suggestCouponCode(input: string | null | undefined, knownCodes: readonly string[] = KNOWN_COUPON_CODES): string | null {
  const code = normalizeCouponCode(input);
  if (code === '') return null;
  const known = knownCodes.map((k) => normalizeCouponCode(k));
  if (known.includes(code)) return null;
  let best: { code: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = couponEditDistance(code, candidate);
    if (distance <= MAX_SUGGESTION_DISTANCE && (best === null || distance < best.distance)) best = { code: candidate, distance };
  }
  return best?.code ?? null;
}
