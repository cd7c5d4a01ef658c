/**
 * The address form's data and its checks, as pure functions (no React): the draft, the property
 * questions of the provider configuration, the first failing check with its flow text, and what is sent
 * to POST /customer/address or kept in the booking.
 */
import type { AddressFields } from '../../api/addresses';
import type { BookingAddress } from '../../booking/booking-state';
import {
  serviceabilityNote,
  validatePostalCode,
  validateRequiredAddressFields,
  validateServiceArea,
  type ServiceArea,
} from '../../domain/validate-address';
import { fillMessage } from '../../domain/fill-message';

/** B-37: the free note is limited to 1020 characters. */
export const ADDRESS_NOTE_MAX = 1020;

export interface AddressDraft {
  address_line_1: string;
  address_line_2: string;
  city: string;
  /** Two-letter code (B-34) or '' before a choice. */
  state: string;
  postal_code: string;
  /** Property question id → checked (B-35). */
  answers: Record<string, boolean>;
  /** Free note folded into serviceability_note (B-36, B-37). */
  note: string;
}

export type AddressTextField = 'address_line_1' | 'address_line_2' | 'city' | 'state' | 'postal_code';

export const emptyAddressDraft = (): AddressDraft => ({
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  postal_code: '',
  answers: {},
  note: '',
});

/** A property (address-verification) question of the provider's content. */
export interface PropertyQuestion {
  id: string;
  text: string;
}

/** B-35: the enabled questions of the provider's `address_verification_questions` (malformed entries ignored). */
export function enabledPropertyQuestions(list: unknown): PropertyQuestion[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((q: unknown) => {
    if (!q || typeof q !== 'object') return [];
    const { id, text, enabled } = q as Record<string, unknown>;
    return typeof id === 'string' && typeof text === 'string' && text.trim() !== '' && enabled === true ? [{ id, text }] : [];
  });
}

/** The flow texts of the checks; `{code}` in the two postal-code texts is the entered code. */
export interface AddressCheckTexts {
  requiredFields: string;
  invalidPostalCode: string;
  postalCodeNotServed: string;
  noExactMatch: string;
  missingStreetNumber: string;
}

/** The flow texts of the form itself: labels, hints, statuses and buttons (address-form-texts.ts reads them). */
export interface AddressFieldTexts {
  requiredHint: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  chooseState: string;
  postalCode: string;
  youEntered: string;
  weFound: string;
  /** "Checking that we serve postal code {code}…" */
  checking: (code: string) => string;
  questions: string;
  note: string;
  /** "{count}/{max} characters" */
  noteCount: (count: number, max: number) => string;
  suggestions: string;
  suggestionsUnavailable: string;
  save: string;
  saving: string;
  cancel: string;
}

/** The address form's flow texts: the checks' and (`fields`) the form's own. */
export interface AddressFormTexts extends AddressCheckTexts {
  fields: AddressFieldTexts;
}

export type AddressCheck =
  | { ok: true }
  | { ok: false; kind: 'required' | 'postal-code' | 'service-area'; message: string }
  /** The service area is still loading: not valid yet, and nothing to show. */
  | { ok: false; kind: 'pending'; message: null };

/**
 * B-27..B-30, B-40: the first failing check (required fields, 5-digit postal code, service area) with its
 * flow text. `serviceArea` undefined = still loading (pending); null or empty = not available (the fetch
 * failed: skipped, no error shown).
 */
export function checkAddress(draft: AddressDraft, serviceArea: readonly ServiceArea[] | null | undefined, texts: AddressCheckTexts): AddressCheck {
  const code = draft.postal_code.trim();
  if (!validateRequiredAddressFields(draft).ok) return { ok: false, kind: 'required', message: texts.requiredFields };
  if (!validatePostalCode(code).ok) return { ok: false, kind: 'postal-code', message: fillMessage(texts.invalidPostalCode, { code }) };
  if (serviceArea === undefined) return { ok: false, kind: 'pending', message: null };
  if (!validateServiceArea(code, serviceArea).ok) return { ok: false, kind: 'service-area', message: fillMessage(texts.postalCodeNotServed, { code }) };
  return { ok: true };
}

/** "12 Elm Street, Apt 2, Springfield, VA 22150" */
export function oneLineAddress(a: { address_line_1: string; address_line_2?: string | null; city: string; state: string; postal_code: string }): string {
  return [a.address_line_1, a.address_line_2, a.city, `${a.state} ${a.postal_code}`]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** B-36: the serviceability note of the draft's answers and note; null when there is nothing to say. */
export function draftServiceabilityNote(draft: AddressDraft, questions: readonly PropertyQuestion[]): string | null {
  const note = serviceabilityNote(
    questions.map((q) => ({ question: q.text, enabled: true, checked: draft.answers[q.id] === true })),
    draft.note.slice(0, ADDRESS_NOTE_MAX),
  );
  return note === '' ? null : note;
}

/** The body of POST /customer/address (B-26): trimmed fields, the serviceability note, not primary, not deleted. */
export function addressFieldsOf(draft: AddressDraft, questions: readonly PropertyQuestion[]): AddressFields {
  return {
    address_line_1: draft.address_line_1.trim(),
    address_line_2: draft.address_line_2.trim() || null,
    city: draft.city.trim(),
    state: draft.state,
    postal_code: draft.postal_code.trim(),
    serviceability_note: draftServiceabilityNote(draft, questions),
    is_primary: false,
    is_deleted: false,
  };
}

/** A typed, valid, unsaved address for the booking (id null). */
export function unsavedBookingAddress(draft: AddressDraft, questions: readonly PropertyQuestion[]): BookingAddress {
  const f = addressFieldsOf(draft, questions);
  return {
    id: null,
    address_line_1: f.address_line_1,
    address_line_2: f.address_line_2 ?? null,
    city: f.city,
    state: f.state,
    postal_code: f.postal_code,
    one_line_human_readable_address: oneLineAddress(f),
    serviceability_note: f.serviceability_note ?? null,
  };
}

/** The draft of an unsaved booking address (a reload restores what the visitor typed). */
export function draftFromBookingAddress(a: BookingAddress | null | undefined): AddressDraft {
  if (!a || a.id !== null) return emptyAddressDraft();
  return {
    ...emptyAddressDraft(),
    address_line_1: a.address_line_1,
    address_line_2: a.address_line_2 ?? '',
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
  };
}
