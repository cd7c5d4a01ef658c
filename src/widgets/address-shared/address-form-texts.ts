import type { AddressCheckTexts, AddressFormTexts } from './address-draft';

/** The flow message keys of the address checks (the place and add-home-address steps define them). */
const ADDRESS_FORM_MESSAGE_KEYS = {
  requiredFields: 'required-fields',
  invalidPostalCode: 'invalid-postal-code',
  postalCodeNotServed: 'postal-code-not-served',
  noExactMatch: 'no-exact-match',
  missingStreetNumber: 'missing-street-number',
} as const satisfies Record<keyof AddressCheckTexts, string>;

/** The flow message keys of the form's own words (flow-level messages: the place and add-home-address steps show the form). */
export const ADDRESS_FIELD_MESSAGE_KEYS = [
  'address-required-hint',
  'address-line-1',
  'address-line-2',
  'address-city',
  'address-state',
  'address-state-choose',
  'address-postal-code',
  'address-you-entered',
  'address-we-found',
  'address-checking',
  'address-questions',
  'address-note',
  'address-note-count',
  'address-suggestions',
  'address-suggestions-unavailable',
  'address-save',
  'address-saving',
  'cancel',
] as const;

/** The texts of the form from the step's messages (`{code}` of the checks is left for the form to fill). */
export function addressFormTexts(text: (key: string, vars?: Readonly<Record<string, unknown>>) => string): AddressFormTexts {
  return {
    requiredFields: text(ADDRESS_FORM_MESSAGE_KEYS.requiredFields),
    invalidPostalCode: text(ADDRESS_FORM_MESSAGE_KEYS.invalidPostalCode),
    postalCodeNotServed: text(ADDRESS_FORM_MESSAGE_KEYS.postalCodeNotServed),
    noExactMatch: text(ADDRESS_FORM_MESSAGE_KEYS.noExactMatch),
    missingStreetNumber: text(ADDRESS_FORM_MESSAGE_KEYS.missingStreetNumber),
    fields: {
      requiredHint: text('address-required-hint'),
      line1: text('address-line-1'),
      line2: text('address-line-2'),
      city: text('address-city'),
      state: text('address-state'),
      chooseState: text('address-state-choose'),
      postalCode: text('address-postal-code'),
      youEntered: text('address-you-entered'),
      weFound: text('address-we-found'),
      checking: (code) => text('address-checking', { code }),
      questions: text('address-questions'),
      note: text('address-note'),
      noteCount: (count, max) => text('address-note-count', { count, max }),
      suggestions: text('address-suggestions'),
      suggestionsUnavailable: text('address-suggestions-unavailable'),
      save: text('address-save'),
      saving: text('address-saving'),
      cancel: text('cancel'),
    },
  };
}
