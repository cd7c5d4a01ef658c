import type { AddressFormTexts } from './address-draft';

/** The flow message keys of the address checks (the place and add-home-address steps define them). */
export const ADDRESS_FORM_MESSAGE_KEYS = {
  requiredFields: 'required-fields',
  invalidPostalCode: 'invalid-postal-code',
  postalCodeNotServed: 'postal-code-not-served',
  noExactMatch: 'no-exact-match',
  missingStreetNumber: 'missing-street-number',
} as const satisfies Record<keyof AddressFormTexts, string>;

/** The check texts from the step's messages (`{code}` is left for the form to fill). */
export function addressFormTexts(text: (key: string) => string): AddressFormTexts {
  return {
    requiredFields: text(ADDRESS_FORM_MESSAGE_KEYS.requiredFields),
    invalidPostalCode: text(ADDRESS_FORM_MESSAGE_KEYS.invalidPostalCode),
    postalCodeNotServed: text(ADDRESS_FORM_MESSAGE_KEYS.postalCodeNotServed),
    noExactMatch: text(ADDRESS_FORM_MESSAGE_KEYS.noExactMatch),
    missingStreetNumber: text(ADDRESS_FORM_MESSAGE_KEYS.missingStreetNumber),
  };
}
