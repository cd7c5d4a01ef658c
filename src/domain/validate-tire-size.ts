import { invalid, VALID, type ValidationResult } from './validation-messages';

/** D-40: P###/##R## — "P", 3 digits, "/", 2 digits, "R", 2 digits. */
const TIRE_SIZE_PATTERN = /^P\d{3}\/\d{2}R\d{2}$/;

/** The typed tire size as stored: trimmed, inner spaces removed, upper-cased ("p225/65 r17" → "P225/65R17"). */
export function normalizeTireSize(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toUpperCase();
}

/** D-40: passes when the normalized size matches P###/##R##, e.g. P225/65R17; else `tire-size-pattern`. */
export function validateTireSize(text: string | null | undefined): ValidationResult {
  return TIRE_SIZE_PATTERN.test(normalizeTireSize(text)) ? VALID : invalid('tire-size-pattern');
}
