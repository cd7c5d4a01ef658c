import { isUsStateCode } from './validate-state';
import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The home-address form fields (B-42). */
export interface AddressForm {
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
}

/** A service-area entry (GET /service-area) or a bare postal code. */
export type ServiceArea = string | number | { postal_code?: string | number | null } | null;

/**
 * A service-area postal code as text: strings trimmed; numbers written with 5 digits, because a
 * number has lost its leading zeros (2134 is the ZIP code 02134).
 */
function areaCode(area: ServiceArea | undefined): string {
  const value = area !== null && typeof area === 'object' ? area.postal_code : area;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? String(value).padStart(5, '0') : '';
  return typeof value === 'string' ? value.trim() : '';
}

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/**
 * B-27: address line 1, city, state and postal code must be filled (not blank), else
 * "Please fill out all required fields (*)". A state that is not one of the two-letter codes of
 * the list (B-33/B-34) counts as not filled. Fails with `required-fields`.
 */
export function validateRequiredAddressFields(form: AddressForm): ValidationResult {
  const ok = filled(form.address_line_1) && filled(form.city) && filled(form.postal_code) && isUsStateCode(form.state?.trim());
  return ok ? VALID : invalid('required-fields');
}

/** B-28: the postal code, trimmed, is exactly 5 digits 0–9; else `invalid-postal-code` with `{code}` = the entered code. */
export function validatePostalCode(code: string | null | undefined): ValidationResult {
  const entered = (code ?? '').trim();
  return /^[0-9]{5}$/.test(entered) ? VALID : invalid('invalid-postal-code', { code: entered });
}

/**
 * B-29/B-40: the postal code is in the provider's service-area list; else `postal-code-not-served`
 * ("Sorry, we do not yet do at-home services in {code}.") with `{code}` = the entered code. When the list is missing or empty (not
 * loaded, or the fetch failed) the check is skipped, as a failed fetch shows no error. Numeric
 * entries are compared as 5-digit codes (leading zeros restored); null entries are ignored.
 */
export function validateServiceArea(code: string | null | undefined, serviceAreas: readonly ServiceArea[] | null | undefined): ValidationResult {
  if (!serviceAreas || serviceAreas.length === 0) return VALID;
  const entered = (code ?? '').trim();
  const codes = serviceAreas.map(areaCode);
  return entered !== '' && codes.includes(entered) ? VALID : invalid('postal-code-not-served', { code: entered });
}

/** B-27..B-30: the first failing address check in order required fields, postal code, service area; Save stays disabled until this passes. */
export function validateAddress(form: AddressForm, serviceAreas: readonly ServiceArea[] | null | undefined): ValidationResult {
  for (const result of [
    validateRequiredAddressFields(form),
    validatePostalCode(form.postal_code),
    validateServiceArea(form.postal_code, serviceAreas),
  ]) {
    if (!result.ok) return result;
  }
  return VALID;
}

/** The notice shown when an autocomplete result lacks a street number (B-31/B-32); `key` is its flow message. */
export type StreetNumberNotice =
  | { kind: 'no-exact-match'; key: 'no-exact-match'; entered: string; found: string }
  | { kind: 'missing-street-number'; key: 'missing-street-number' };

/** True when a places result's address components include a `street_number`. */
export function placeHasStreetNumber(components: readonly { types?: readonly string[] | null }[] | null | undefined): boolean {
  return (components ?? []).some((c) => (c.types ?? []).includes('street_number'));
}

/**
 * B-31/B-32: null when the result has a street number; otherwise, when the typed text starts with
 * a digit (after leading spaces), `no-exact-match` ("We were unable to find an exact match for your
 * address") with the entered and found addresses, else `missing-street-number` ("This address is missing a
 * street number. …").
 */
export function streetNumberNotice(typed: string, result: { hasStreetNumber: boolean; foundAddress?: string | null }): StreetNumberNotice | null {
  if (result.hasStreetNumber) return null;
  if (/^\s*\d/.test(typed)) {
    return { kind: 'no-exact-match', key: 'no-exact-match', entered: typed.trim(), found: (result.foundAddress ?? '').trim() };
  }
  return { kind: 'missing-street-number', key: 'missing-street-number' };
}

/** An address-verification (property) question and the customer's answer (B-35). */
export interface PropertyAnswer {
  question: string | null;
  enabled?: boolean | null;
  checked: boolean;
}

/**
 * B-36: serviceability_note — one line per enabled question, "{question}: CONFIRMED" when checked
 * or "{question}: UNCONFIRMED" when not, then the free note (trimmed) when not blank; lines joined
 * with "\n". Questions whose `enabled` is false are left out.
 */
export function serviceabilityNote(answers: readonly PropertyAnswer[], note?: string | null): string {
  const lines = answers
    .filter((a) => a.enabled !== false && filled(a.question))
    .map((a) => `${(a.question ?? '').trim()}: ${a.checked ? 'CONFIRMED' : 'UNCONFIRMED'}`);
  if (filled(note)) lines.push(note!.trim());
  return lines.join('\n');
}
