/**
 * What the scheduling, appointment, cancellation and input-validation rules say when they refuse: a message
 * KEY of the flow (flows/booking.flow.json `messages`) and its placeholder values, never a sentence. The
 * words live in the flow, where a provider overlay may change them; a screen turns a key into text with its
 * `text(key, vars)` (src/widgets/contract/widget-props.ts), which fills placeholders with `fillMessage`. Where
 * the spec quotes a text, the flow holds it word for word (tests/domain/validation-messages.test.ts proves it).
 * Coupon keys live in coupon-messages.ts, cart keys in cart-messages.ts.
 */

/**
 * Every message key a validator of this area can return, with the ledger lines it serves. Each is a message
 * of flows/booking.flow.json (flow-level, or the step whose widget reads it).
 */
export const VALIDATION_MESSAGE_KEYS = [
  // --- Quoted in the spec (ledger "Messages") ---
  /** B-27: "Please fill out all required fields (*)" */
  'required-fields',
  /** B-28, `{code}` = the entered postal code */
  'invalid-postal-code',
  /** B-29, `{code}` = the entered postal code */
  'postal-code-not-served',
  /** B-31 */
  'no-exact-match',
  /** B-32 */
  'missing-street-number',
  /** B-16 (place step) */
  'choose-location',
  /** C-60 (garage step) */
  'vehicle-not-deletable',
  /** D-59, helper text under the picker (OPEN-52) */
  'images-max-helper',
  /** D-59, error when a selection breaks the rule (OPEN-52) */
  'images-max-error',
  /** D-60, helper text under the picker (OPEN-52) */
  'image-size-helper',
  /** D-60, error when a selection breaks the rule (OPEN-52) */
  'image-size-error',
  /** F-21 (schedule step) */
  'leave-after-arrive',
  /** J-04 (login step) */
  'login-failed',
  /** J-15 (reset-password step) */
  'reset-mismatch',
  /** K-36, the button */
  'agree-and-cancel',
  /** K-36: "You will be charged a ${fee}.00 cancellation fee" — see cancellationMessage (cancellation-fee.ts) */
  'cancellation-fee',
  /** K-37, followed by the provider phone */
  'cancel-call-us',
  /** K-38 */
  'no-cancellation-fee',
  /** K-47, K-48 (and every other "is required" rule) */
  'required',
  /** K-47 */
  'invalid-email',
  /** K-48 */
  'invalid-phone-length',
  /** K-51 (settings step) */
  'remove-primary',
  /** L-18 (approve-services step) */
  'approve-choice-missing',
  /** L-34 (option-quote step) */
  'quote-none-selected',
  // --- Not quoted in the spec: our wording (docs/decisions.md, "Domain: time…") ---
  /** C-32 (wording ours) */
  'plate-too-short',
  /** C-34 (wording ours) */
  'vin-length',
  /** C-39 (wording ours) */
  'heavy-duty-vin',
  /** C-44 (wording ours; OPEN-44), `{make}`; the phone is the flow's `{config.customer_facing_phone}` */
  'make-not-offered',
  /** F-23, D-28, B-37, K-31 (wording ours) */
  'text-too-long',
  /** D-61 (wording ours) */
  'image-type-error',
  /** D-40 (wording ours) */
  'tire-size-pattern',
  /** D-33 (wording ours; diagnostic step) */
  'diagnostic-needs-concern',
  /** D-30 (wording ours; detailing-more step) */
  'detailing-note-required',
] as const;

/** A message key a validator of this area returns: a typo is a type error. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Placeholder values of a message (`{code}` → `{ code: '0213' }`), filled by `fillMessage`. */
export type MessageVars = Readonly<Record<string, string | number>>;

/** A message to show: its key in the flow's messages and the placeholder values it needs. */
export interface MessageRef<K extends string = string> {
  key: K;
  vars?: MessageVars;
}

/** Result of a validator for a single input. */
export type ValidationResult = { ok: true } | { ok: false; key: ValidationMessageKey; vars?: MessageVars };

/** Result of a validator for a form: the message key of each failing field (empty when valid). */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationMessageKey>>;

/** The passing result. */
export const VALID: ValidationResult = Object.freeze({ ok: true as const });

/** A failing result saying `key` (with `vars` for its placeholders). */
export function invalid(key: ValidationMessageKey, vars?: MessageVars): ValidationResult {
  return vars === undefined ? { ok: false, key } : { ok: false, key, vars };
}

/** True when a field → key map holds no key. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((m) => m === undefined);
}

/** The field errors in words: each field's key through `text` (a widget's `text`), for a view that shows text. */
export function fieldErrorTexts<F extends string>(errors: FieldErrors<F>, text: (key: ValidationMessageKey) => string): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    const key = errors[field];
    if (key !== undefined) out[field] = text(key);
  }
  return out;
}
