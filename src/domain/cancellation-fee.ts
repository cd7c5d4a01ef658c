import {
  appointmentStartInstant,
  appointmentTimeZone,
  describeHours,
  describeInstant,
  type AppointmentFact,
  type AppointmentLike,
} from './appointments';
import { fillMessage } from './fill-message';
import { dollarsToCents, formatMoney } from './money';
import { toInstant } from './time-zone';

/**
 * The provider's cancellation policy (H-07, K-35), as the flow hands it to a widget: whether a fee is charged (a part
 * the flow decides from is_charging_cancellation_fee) and the numbers it computes from the configuration
 * (cancellation_fee_amount_dollars, cancellation_cut_off_hours).
 */
export interface CancellationPolicy {
  /** The provider charges a cancellation fee. */
  chargesFee?: boolean | null;
  /** Hours before the start at or below which the fee applies (missing or negative: 0). */
  cutOffHours?: number | string | null;
  /** The fee in dollars (missing, negative or not a number: no fee). */
  feeDollars?: number | string | null;
}

/**
 * What the cancel modal shows and sends (K-35..K-38): `key` is the flow message of the fee line (shown with
 * {@link cancellationMessage}), `buttonKey` the flow message of the submit button when a fee applies.
 */
export type CancellationDecision =
  | { kind: 'no-fee'; canCancel: true; feeDollars: 0; key: 'no-cancellation-fee' }
  | { kind: 'fee'; canCancel: true; feeDollars: number; buttonKey: 'agree-and-cancel'; key: 'cancellation-fee' }
  | { kind: 'call-us'; canCancel: false; feeDollars: number; key: 'cancel-call-us'; phone: string | null };

const MS_PER_HOUR = 3_600_000;

function amount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The fee in whole cents the policy names, rounded like every wire amount (0 when missing, negative or not a number). */
function feeCents(policy: CancellationPolicy): number {
  const fee = amount(policy.feeDollars);
  return fee === null || fee <= 0 ? 0 : dollarsToCents(fee);
}

/** The cut-off in hours the policy names (missing or negative: 0). */
function cutOffHours(policy: CancellationPolicy): number {
  return Math.max(0, amount(policy.cutOffHours) ?? 0);
}

/**
 * K-35: true when the provider charges a cancellation fee of more than $0 and the appointment start
 * is at most the cut-off hours away from `now` (inclusive: exactly at the cut-off the fee
 * applies) or has passed. Hours are real elapsed hours between instants, so a DST change between
 * now and the start counts as the hour it really is. A missing cut-off counts as 0; an appointment
 * without a start (no date) never carries a fee.
 */
export function cancellationFeeApplies(policy: CancellationPolicy, start: Date | null, now: Date | string): boolean {
  if (policy.chargesFee !== true || feeCents(policy) === 0 || start === null) return false;
  const untilStartMs = start.getTime() - toInstant(now).getTime();
  if (untilStartMs < 0) return true;
  return untilStartMs <= cutOffHours(policy) * MS_PER_HOUR;
}

/**
 * K-36: the flow's fee template ("You will be charged a ${fee}.00 cancellation fee", the spec's words) filled for a
 * fee in dollars: "{fee}.00" stands for the amount with two decimals ($25 → "$25.00", $25.5 → "$25.50";
 * docs/decisions.md — the template as written would print "$25.5.00"). Filled by `fillMessage`.
 */
export function fillCancellationFee(template: string, feeDollars: number): string {
  const c = Number.isFinite(feeDollars) ? Math.max(0, dollarsToCents(feeDollars)) : 0;
  return fillMessage(template.replace('{fee}.00', '{fee}'), { fee: `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}` });
}

/**
 * The fee line of a decision in the flow's words: `text` resolves a message key (a widget's `text`). The K-36
 * fee is filled by {@link fillCancellationFee}; the K-37 line is followed by the provider phone when there is one.
 */
export function cancellationMessage(decision: CancellationDecision, text: (key: string) => string): string {
  if (decision.kind === 'fee') return fillCancellationFee(text(decision.key), decision.feeDollars);
  if (decision.kind === 'call-us' && decision.phone) return `${text(decision.key)} ${decision.phone}`;
  return text(decision.key);
}

/** The fields that tell whether a card is on file (K-15, K-68). */
export interface CardOnFileSources {
  appointment?: { has_credit_card?: boolean | null; square_card_id?: string | null } | null;
  customer?: { stripe_last4?: string | null; square_last4?: string | null } | null;
}

/** True when the appointment says it has a credit card, or the customer has a Stripe or Square card (last4 present). */
export function hasCardOnFile(src: CardOnFileSources): boolean {
  const filled = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
  return (
    src.appointment?.has_credit_card === true ||
    filled(src.appointment?.square_card_id) ||
    filled(src.customer?.stripe_last4) ||
    filled(src.customer?.square_last4)
  );
}

/**
 * K-35..K-38: the cancel modal's decision for `appointment` at `now`. The start is read on a wall
 * clock in the appointment's location zone (see appointmentStartInstant), so the answer never
 * depends on the process zone.
 * - no fee applies → `no-cancellation-fee` ("You will not be charged a cancellation fee"), fee 0;
 * - fee applies, card on file → button `agree-and-cancel` ("Agree and Cancel Appointment"), message
 *   `cancellation-fee` ("You will be charged a $X.00 cancellation fee"), fee X;
 * - fee applies, no card → cancel blocked, `cancel-call-us` ("In order to cancel your appointment, please call or
 *   text us") plus `phone`.
 */
export function cancellationDecision(input: CancellationInput): CancellationDecision {
  return assessCancellation(input).decision;
}

/** What {@link cancellationDecision} and {@link cancellationFeeFact} read. */
export interface CancellationInput {
  policy: CancellationPolicy;
  appointment: AppointmentLike;
  now: Date | string;
  hasCardOnFile: boolean;
  phone?: string | null;
}

/** The decision and, in words, what it was decided from (the start against the cut-off, or why no fee can apply). */
function assessCancellation(input: CancellationInput): { decision: CancellationDecision; reason: string } {
  const { policy } = input;
  const start = appointmentStartInstant(input.appointment);
  const reason = feeReason(policy, start, input.appointment, input.now);
  if (!cancellationFeeApplies(policy, start, input.now)) {
    return { decision: { kind: 'no-fee', canCancel: true, feeDollars: 0, key: 'no-cancellation-fee' }, reason };
  }
  const feeDollars = feeCents(policy) / 100;
  if (!input.hasCardOnFile) {
    return { decision: { kind: 'call-us', canCancel: false, feeDollars, key: 'cancel-call-us', phone: input.phone ?? null }, reason };
  }
  return { decision: { kind: 'fee', canCancel: true, feeDollars, buttonKey: 'agree-and-cancel', key: 'cancellation-fee' }, reason };
}

/** Why the fee applies or not, in words (the start on the location's wall clock, the hours to it, the cut-off). */
function feeReason(policy: CancellationPolicy, start: Date | null, appointment: AppointmentLike, now: Date | string): string {
  if (policy.chargesFee !== true) return 'the provider charges no cancellation fee';
  if (feeCents(policy) === 0) return 'the cancellation fee is $0.00';
  if (start === null) return 'no date yet, so no start to count from';
  const starts = `starts ${describeInstant(start, appointmentTimeZone(appointment))}`;
  const untilStartMs = start.getTime() - toInstant(now).getTime();
  if (untilStartMs < 0) return `${starts}, ${describeHours(-untilStartMs)} ago (the start has passed)`;
  const within = untilStartMs <= cutOffHours(policy) * MS_PER_HOUR;
  return `${starts}, ${describeHours(untilStartMs)} from now, ${within ? 'within' : 'outside'} the ${cutOffHours(policy)} h cut-off`;
}

/** The value of a {@link cancellationFeeFact}: whether the fee applies, its amount and whether the customer can cancel here. */
export interface CancellationFeeValue {
  applies: boolean;
  cents: number;
  canCancel: boolean;
}

/**
 * K-35..K-38 as a named fact for the preview's trace, `cancellationFee#<id>`: the same decision as
 * {@link cancellationDecision}, with what it was read from, e.g. `starts Tue, Mar 10, 2:00 PM EDT, 2.5 h from now,
 * within the 24 h cut-off, a card on file: $25.00`.
 */
export function cancellationFeeFact(id: number | string, input: CancellationInput): AppointmentFact<CancellationFeeValue> {
  const { decision, reason } = assessCancellation(input);
  const cents = dollarsToCents(decision.feeDollars);
  const outcome =
    decision.kind === 'no-fee'
      ? 'no fee'
      : decision.kind === 'fee'
        ? `a card on file: ${formatMoney(cents)}`
        : `no card on file: cancel by calling (${formatMoney(cents)})`;
  return { name: `cancellationFee#${id}`, value: { applies: decision.kind !== 'no-fee', cents, canCancel: decision.canCancel }, because: `${reason}: ${outcome}` };
}
