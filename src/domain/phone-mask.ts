import { phoneDigits } from './validate-phone';

/**
 * K-49/K-54: the mask (999) 999-9999 applied while typing. Keeps digits only (at most `maxDigits`) and
 * draws as many of the mask's parts as the digits fill: "555" → "(555", "555123" → "(555) 123",
 * "5551234567" → "(555) 123-4567". With `maxDigits` 11 (the user modal, K-48 accepts 11 digits
 * starting with 1) an eleventh digit leaves the digits unmasked, so "Invalid phone length" or the
 * country-code rule can judge them; empty input stays empty.
 */
export function maskPhoneTyping(text: string, maxDigits: 10 | 11 = 10): string {
  const d = phoneDigits(text).slice(0, maxDigits);
  if (d.length === 0) return '';
  if (d.length > 10) return d;
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
