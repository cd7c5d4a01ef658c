import { toTenDigitPhone, validateAdditionalPhone } from './validate-phone';
import { VALID, type ValidationResult } from './validation-messages';

/** An entry of additional_phone_numbers as edited or stored (K-56: empty entries are stored as false). */
export type AdditionalPhoneEntry = string | false | null | undefined;

/** K-54/K-55: passes when every non-empty entry is exactly 10 digits; else the first failure ("Invalid phone length") blocks save. */
export function validateAdditionalPhones(entries: readonly AdditionalPhoneEntry[]): ValidationResult {
  for (const entry of entries) {
    const result = validateAdditionalPhone(typeof entry === 'string' ? entry : '');
    if (!result.ok) return result;
  }
  return VALID;
}

/**
 * K-54/K-56: the additional_phone_numbers to save — each valid entry as its 10 digits, each empty
 * (or false/null) entry as false, keeping positions. Returns null when an entry is invalid (save blocked).
 */
export function additionalPhonesPayload(entries: readonly AdditionalPhoneEntry[]): (string | false)[] | null {
  const out: (string | false)[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string' || entry.trim() === '') {
      out.push(false);
      continue;
    }
    const digits = toTenDigitPhone(entry);
    if (digits === null) return null;
    out.push(digits);
  }
  return out;
}
