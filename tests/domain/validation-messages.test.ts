import { describe, expect, it } from 'vitest';
import fleetco from '../../flows/overlays/fleetco.json';
import { CRITICAL_ERROR_KEY, FAILURE_KEYS } from '../../src/api/failure-keys';
import { CART_MESSAGE_KEYS } from '../../src/domain/cart-messages';
import { COUPON_MESSAGE_KEYS } from '../../src/domain/coupon-messages';
import { fillMessage } from '../../src/domain/fill-message';
import { IMAGE_HELPER_KEYS } from '../../src/domain/validate-images';
import { LOGIN_FAILED_KEY } from '../../src/domain/validate-login';
import * as M from '../../src/domain/validation-messages';
import { bookingFlow, flowTemplate, whereDefined } from './support/flow-text';

/**
 * The spec's ledger ("Messages" section of the requirements), quoted word for word, for every key the domain or the
 * api layer returns whose text the spec quotes, and for the flow texts the domain used to copy. `placeholders` maps
 * the spec's placeholder as the ledger writes it to the flow's (`X` → `{code}`); none means the flow writes the quote
 * exactly, placeholders included.
 */
const QUOTED: readonly { ids: string; key: string; quote: string; placeholders?: Readonly<Record<string, string>> }[] = [
  { ids: 'B-16', key: 'choose-location', quote: 'Please choose a location' },
  { ids: 'B-27', key: 'required-fields', quote: 'Please fill out all required fields (*)' },
  { ids: 'B-28', key: 'invalid-postal-code', quote: "'{code}' is not a valid US Postal Code. Please enter a 5-digit numeric postal code." },
  { ids: 'B-29', key: 'postal-code-not-served', quote: 'Sorry, we do not yet do at-home services in {code}.' },
  { ids: 'B-31', key: 'no-exact-match', quote: 'We were unable to find an exact match for your address' },
  { ids: 'B-32', key: 'missing-street-number', quote: 'This address is missing a street number. Please add a street number so that we have your exact address.' },
  {
    ids: 'C-60',
    key: 'vehicle-not-deletable',
    quote: 'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.',
  },
  { ids: 'D-16', key: 'package-or-standard', quote: 'You must select at least one Package or Standard Service' },
  { ids: 'D-17', key: 'minimum-order', quote: 'The minimum order amount is $X', placeholders: { X: '{config.minimum_appointment_amount_dollars}' } },
  { ids: 'D-59', key: 'images-max-helper', quote: 'You can upload a maximum of 5 images.' },
  { ids: 'D-59', key: 'images-max-error', quote: 'You can only upload up to 5 images.' },
  { ids: 'D-60', key: 'image-size-helper', quote: 'Each file must be 5MB or smaller.' },
  { ids: 'D-60', key: 'image-size-error', quote: 'One or more files exceed the size limit of 5 MB.' },
  { ids: 'D-81', key: 'coupon-cannot-be-applied', quote: 'Sorry, that coupon cannot be applied to your order.' },
  { ids: 'D-83', key: 'coupon-used-before', quote: 'Sorry, you already used that coupon in a previous booking.' },
  { ids: 'D-84', key: 'coupon-already-used', quote: 'Sorry, this coupon has already been used' },
  { ids: 'D-85 D-86 D-87', key: 'coupon-did-you-mean', quote: 'Did you mean X?', placeholders: { X: '{code}' } },
  { ids: 'D-88', key: 'coupon-lookup-error', quote: 'Sorry, there was an error with the coupon. Please contact us for assistance.' },
  { ids: 'F-15', key: 'sooner-needs-availability', quote: 'Please add your availability and reason for wanting service sooner.' },
  { ids: 'F-16', key: 'waitlist-needs-availability', quote: 'Please add your schedule availability before continuing without a date.' },
  { ids: 'F-17', key: 'select-date', quote: 'Please select a date before you can continue.' },
  { ids: 'F-21', key: 'leave-after-arrive', quote: 'Your leave time must be after your arrive time.' },
  { ids: 'F-22', key: 'select-date-and-time', quote: 'Please select a date and time.' },
  { ids: 'J-04', key: 'login-failed', quote: 'Invalid username or password.' },
  { ids: 'J-15', key: 'reset-mismatch', quote: "Error: your passwords don't match" },
  { ids: 'K-36', key: 'agree-and-cancel', quote: 'Agree and Cancel Appointment' },
  { ids: 'K-36', key: 'cancellation-fee', quote: 'You will be charged a ${fee}.00 cancellation fee' },
  { ids: 'K-37', key: 'cancel-call-us', quote: 'In order to cancel your appointment, please call or text us' },
  { ids: 'K-38', key: 'no-cancellation-fee', quote: 'You will not be charged a cancellation fee' },
  { ids: 'K-47 K-48', key: 'required', quote: 'Required' },
  { ids: 'K-47', key: 'invalid-email', quote: 'Invalid email address' },
  { ids: 'K-48', key: 'invalid-phone-length', quote: 'Invalid phone length' },
  { ids: 'K-51', key: 'remove-primary', quote: 'Must switch primary account owner before removing.' },
  { ids: 'L-18', key: 'approve-choice-missing', quote: 'Please select "Approve" or "Not Today" for each of our additional suggested services.' },
  { ids: 'L-34', key: 'quote-none-selected', quote: 'Please select at least one option' },
  { ids: 'A-32', key: 'session-expired', quote: 'Sorry, your session is expired. Please log in.' },
  { ids: 'A-32 OPEN-40', key: 'session-expired-again', quote: 'Sorry, your session is expired. Please log in again.' },
  { ids: 'E-16', key: 'generic-error', quote: 'Sorry, something went wrong. Please try again.' },
  { ids: 'C-48 D-65 H-30 M-14', key: 'critical-error', quote: 'Critical Error: {server text}', placeholders: { '{server text}': '{text}' } },
];

/** Our own wordings (the spec states the rule, not the words): the flow keeps the words they had in code. */
const OURS: readonly { ids: string; key: string; text: string }[] = [
  { ids: 'C-32', key: 'plate-too-short', text: 'A license plate has at least 3 characters' },
  { ids: 'C-34', key: 'vin-length', text: 'A VIN has exactly 17 characters' },
  { ids: 'C-39', key: 'heavy-duty-vin', text: 'A VIN has exactly 17 letters or digits' },
  { ids: 'C-44', key: 'make-not-offered', text: 'We do not offer mobile service for {booking.candidateMake}. Please call us at {config.customer_facing_phone} for in-house scheduling.' },
  { ids: 'F-23 D-28 B-37 K-31', key: 'text-too-long', text: 'Please keep this to 1020 characters or fewer' },
  { ids: 'D-61', key: 'image-type-error', text: 'Only JPG or PNG images can be uploaded.' },
  { ids: 'D-40', key: 'tire-size-pattern', text: 'Please enter a tire size like P225/65R17' },
  // The flow's own words, which customers read as the step's blocker (the domain's copies were never shown).
  { ids: 'D-33', key: 'diagnostic-needs-concern', text: 'Check at least one concern or describe the problem in 5 characters or more.' },
  { ids: 'D-30', key: 'detailing-note-required', text: 'Please describe the scratches or paint damage in the notes before you continue.' },
  // The api layer's failures (issue 15's words).
  { ids: 'M (network)', key: 'connection-error', text: 'We could not reach the server. Please check your connection and try again.' },
  { ids: 'M (timeout)', key: 'timeout-error', text: 'The connection is slow and the server did not answer in time. Please try again.' },
  { ids: 'M (429)', key: 'rate-limited', text: 'Too many requests right now. Please try again in a moment.' },
  { ids: 'M (5xx)', key: 'server-error', text: 'Sorry, something went wrong on our side. Please try again in a moment.' },
];

/** Every key the domain and the api layer can return or name: each must be a message of the flow. */
const DOMAIN_KEYS: readonly string[] = [
  ...M.VALIDATION_MESSAGE_KEYS,
  ...COUPON_MESSAGE_KEYS,
  ...CART_MESSAGE_KEYS,
  ...IMAGE_HELPER_KEYS,
  LOGIN_FAILED_KEY,
  ...FAILURE_KEYS,
  CRITICAL_ERROR_KEY,
];

/** The spec's quote with its placeholders written as the flow writes them. */
function asFlowWrites(row: (typeof QUOTED)[number]): string {
  let text = row.quote;
  for (const [spec, flow] of Object.entries(row.placeholders ?? {})) text = text.split(spec).join(flow);
  return text;
}

describe('validation messages: the flow holds them, word for word', () => {
  it.each(QUOTED.map((row) => [row.ids, row.key, row.quote, row] as const))('%s `%s` is the spec text "%s" in the flow', (_ids, key, _quote, row) => {
    expect(flowTemplate(key)).toBe(asFlowWrites(row));
    // One text per key: a step that defines the key too says the same words.
    for (const where of whereDefined(key)) expect(flowTemplate(key, where === 'flow' ? undefined : where)).toBe(asFlowWrites(row));
  });

  it('F-12 the note demanded by a provider (fleetco overlay) is the spec text word for word', () => {
    const overlay = fleetco as unknown as { steps: Record<string, { messages?: Record<string, string> }> };
    expect(overlay.steps.schedule?.messages?.['issue-note-required']).toBe('Please enter a note with a description of the issue you are experiencing.');
  });

  it.each(OURS.map((row) => [row.ids, row.key, row.text] as const))('%s `%s` keeps our words "%s"', (_ids, key, text) => {
    expect(flowTemplate(key)).toBe(text);
  });

  it('every key the domain (validators, coupons, cart) or the api layer can return is a message of the flow', () => {
    const missing = DOMAIN_KEYS.filter((key) => whereDefined(key).length === 0);
    expect(missing).toEqual([]);
  });

  it('every validation, coupon and cart key is in the spec table or in our wordings (none untested)', () => {
    const tested = new Set([...QUOTED.map((r) => r.key), ...OURS.map((r) => r.key)]);
    expect([...M.VALIDATION_MESSAGE_KEYS, ...COUPON_MESSAGE_KEYS, ...CART_MESSAGE_KEYS, ...FAILURE_KEYS].filter((k) => !tested.has(k))).toEqual([]);
  });

  it('the keys a screen outside its own step may read are flow-level (fields, images, cancel dialog, coupons, failures)', () => {
    const flowLevel = [
      'required', 'invalid-email', 'invalid-phone-length', 'plate-too-short', 'vin-length', 'heavy-duty-vin', 'text-too-long', 'tire-size-pattern',
      'make-not-offered', 'required-fields', 'invalid-postal-code', 'postal-code-not-served', 'no-exact-match', 'missing-street-number',
      ...IMAGE_HELPER_KEYS, 'images-max-error', 'image-size-error', 'image-type-error',
      'agree-and-cancel', 'cancellation-fee', 'cancel-call-us', 'no-cancellation-fee',
      ...COUPON_MESSAGE_KEYS, ...FAILURE_KEYS, CRITICAL_ERROR_KEY,
    ];
    expect(flowLevel.filter((key) => bookingFlow.messages[key] === undefined)).toEqual([]);
  });
});

describe('validation results', () => {
  it('B-28 fillMessage fills placeholders and keeps unknown ones', () => {
    expect(fillMessage(flowTemplate('postal-code-not-served'), { code: '02139' })).toBe('Sorry, we do not yet do at-home services in 02139.');
    expect(fillMessage('a {x} {y}', { x: 1 })).toBe('a 1 {y}');
  });

  it('K-46 hasNoErrors is true only for an empty field map; invalid carries a key and its placeholders', () => {
    expect(M.hasNoErrors({})).toBe(true);
    expect(M.hasNoErrors({ email: undefined })).toBe(true);
    expect(M.hasNoErrors({ email: 'required' })).toBe(false);
    expect(M.invalid('required')).toEqual({ ok: false, key: 'required' });
    expect(M.invalid('invalid-postal-code', { code: '0213' })).toEqual({ ok: false, key: 'invalid-postal-code', vars: { code: '0213' } });
    expect(M.VALID).toEqual({ ok: true });
  });

  it('K-47 fieldErrorTexts turns each field key into its text', () => {
    expect(M.fieldErrorTexts({ email: 'invalid-email', phone: undefined, first_name: 'required' }, (key) => flowTemplate(key))).toEqual({
      email: 'Invalid email address',
      first_name: 'Required',
    });
  });
});
