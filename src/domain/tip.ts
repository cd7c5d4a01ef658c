import { dollarsToCents, percentOfCents } from './money';

/** The customer's tip choice: a percentage of the tip base, or an amount they typed (H-16, H-17). */
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number };

/** A preset tip button: its percentage and what it comes to in cents. */
export interface TipOption {
  percent: number;
  cents: number;
}

/**
 * The tip in cents. A percentage tip is that percent of `baseCents` (the services subtotal after
 * discount, docs/decisions.md, "Domain: money…"), rounded half-up once; an amount tip is its cents.
 * Promises: a non-negative integer; 0 for no choice.
 */
export function tipCents(choice: TipChoice | null | undefined, baseCents: number): number {
  if (!choice) return 0;
  if (choice.kind === 'percent') return Math.max(0, percentOfCents(Math.max(0, baseCents), choice.percent));
  if (!Number.isFinite(choice.cents)) return 0;
  return Math.max(0, Math.round(choice.cents));
}

/**
 * The preset tip buttons from tip_percent_defaults (H-16), in the configured order, each with its
 * amount for `baseCents`. Promises: non-finite or negative percentages are left out.
 */
export function tipOptions(tipPercentDefaults: readonly number[] | null | undefined, baseCents: number): TipOption[] {
  return (tipPercentDefaults ?? [])
    .filter((percent) => Number.isFinite(percent) && percent >= 0)
    .map((percent) => ({ percent, cents: tipCents({ kind: 'percent', percent }, baseCents) }));
}

const NUMERIC_AMOUNT = /^\$?\s*(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a custom tip typed by the customer (H-17). Accepts a non-negative decimal number, with an
 * optional leading `$` and surrounding spaces ("5", "5.5", "$12.50", ".75"); rounds to the cent.
 * Promises: cents as an integer, or `null` when the text is not numeric (blank, letters, a minus
 * sign, commas, exponents).
 */
export function parseCustomTip(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const match = NUMERIC_AMOUNT.exec(raw.trim());
  if (!match || match[1] === undefined) return null;
  const dollars = Number(match[1]);
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : null;
}
