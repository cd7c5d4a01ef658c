/**
 * Money in integer cents (decisions.md "Money", A-41, A-42).
 *
 * Every amount inside the domain is a whole number of cents. Dollars from the wire are converted once
 * with {@link dollarsToCents}; every derived amount (a percentage, a share) is rounded half-up to the
 * cent exactly once, with exact integer arithmetic (BigInt) so no binary-float error can move a cent.
 */

/** Percentages are held as integers of a millionth of a percent (10.85 % → 10_850_000n). */
const PERCENT_SCALE = 1_000_000;

/** Divide by this after multiplying by {@link percentToScaled}: 100 % × {@link PERCENT_SCALE}. */
export const PERCENT_DENOMINATOR = BigInt(100 * PERCENT_SCALE);

/**
 * Converts a dollar amount from the wire to integer cents, rounding half away from zero once.
 * Promises: `null`/`undefined` → 0; 1.005 → 101 (the decimal the number was written as, not its
 * binary approximation); throws `RangeError` for NaN or ±Infinity.
 */
export function dollarsToCents(dollars: number | null | undefined): number {
  if (dollars === null || dollars === undefined) return 0;
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a dollar amount: ${String(dollars)}`);
  // toPrecision(15) strips the binary noise of `x * 100` (1.005 * 100 = 100.49999999999999).
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  const cents = Math.floor(scaled + 0.5);
  return dollars < 0 ? -cents : cents;
}

/** Converts integer cents back to dollars for the wire (e.g. `tip_amount_dollars`). 1250 → 12.5. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Divides `numerator / denominator` and rounds half away from zero to an integer, exactly.
 * Promises: the result is a safe integer when the quotient is; throws `RangeError` for a zero denominator.
 */
export function roundHalfUpDiv(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return Number(negative ? -q : q);
}

/**
 * Turns a percentage (e.g. 10.85, 8.875) into an exact integer of millionths of a percent.
 * Promises: negative, NaN or missing percentages give 0n.
 */
export function percentToScaled(percent: number | null | undefined): bigint {
  if (percent === null || percent === undefined || !Number.isFinite(percent) || percent <= 0) return 0n;
  return BigInt(Math.round(Number((percent * PERCENT_SCALE).toPrecision(15))));
}

/**
 * `percent` % of `cents`, rounded half-up to the cent once. 10.85 % of 18 433 → 2 000.
 * Promises: an integer; 0 for a missing, negative or NaN percentage.
 */
export function percentOfCents(cents: number, percent: number | null | undefined): number {
  return roundHalfUpDiv(BigInt(Math.round(cents)) * percentToScaled(percent), PERCENT_DENOMINATOR);
}

// One formatter each, made once: US dollars as the product shows them.
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Cents rounded to a whole cent, as dollars; `+ 0` turns -0 into 0 so a rounded -0.4 ¢ prints `$0.00`. */
function roundedDollars(cents: number): { dollars: number; whole: boolean } {
  const rounded = Math.round(cents) + 0;
  return { dollars: rounded / 100 + 0, whole: rounded % 100 === 0 };
}

/**
 * Formats cents as dollars with a `$` sign and two decimals: 1250 → `$12.50`,
 * 123456 → `$1,234.56`, -500 → `-$5.00`. A non-integer input is first rounded to the cent.
 */
export function formatMoney(cents: number): string {
  return DOLLARS.format(roundedDollars(cents).dollars);
}

/** Formats a price for display: `FREE` when it is zero, otherwise {@link formatMoney}. */
export function formatPrice(cents: number): string {
  return Math.round(cents) === 0 ? 'FREE' : formatMoney(cents);
}

/**
 * Formats cents as a short dollar figure for sentences: whole dollars drop the decimals
 * (5000 → `$50`), any other amount keeps two (4950 → `$49.50`).
 */
export function formatMoneyShort(cents: number): string {
  const { dollars, whole } = roundedDollars(cents);
  return (whole ? WHOLE_DOLLARS : DOLLARS).format(dollars);
}
