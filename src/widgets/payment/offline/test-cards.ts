/**
 * The offline card form's test cards (docs/api.md "Offline test cards"). Tokens are plain strings the
 * mock back end reads: a token containing "declined" is refused as an invalid card (402).
 */
import type { CardToken } from '../../../api/payments';
import type { CardProcessor } from '../card-form-props';

export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

const CARDS: Readonly<Record<string, 'visa' | 'declined'>> = {
  '4242424242424242': 'visa',
  '4000000000000002': 'declined',
};

export interface TestCardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type TestCardErrors = Partial<Record<keyof TestCardInput, string>>;

export type TestCardResult = { ok: true; token: CardToken } | { ok: false; errors: TestCardErrors };

/** The token of a test card for a processor: `tok_offline_visa` / `cnon:offline-visa`, or the declined ones. */
export function testCardToken(processor: CardProcessor, card: 'visa' | 'declined'): CardToken {
  const kind = card === 'visa' ? 'visa' : 'chargeDeclined';
  return processor === 'stripe' ? { stripe_token: `tok_offline_${kind}` } : { square_token: `cnon:offline-${kind}` };
}

/**
 * "Tokenizes" a test card. Promises: the number (spaces and dashes ignored) must be one of the two
 * test cards; the expiry MM/YY a real month not before `today`'s; the CVC 3 or 4 digits. Errors name the field.
 */
export function tokenizeTestCard(processor: CardProcessor, input: TestCardInput, today: Date): TestCardResult {
  const errors: TestCardErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  const card = CARDS[digits];
  if (digits === '') errors.number = 'Enter a card number.';
  else if (!card) errors.number = `Use a test card: ${TEST_CARD_OK} or ${TEST_CARD_DECLINED}.`;
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  if (!m) errors.expiry = 'Enter the expiry as MM/YY.';
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    const nowMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (month < 1 || month > 12) errors.expiry = 'Enter the expiry as MM/YY.';
    else if (year * 12 + month - 1 < nowMonth) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (Object.keys(errors).length > 0 || !card) return { ok: false, errors };
  return { ok: true, token: testCardToken(processor, card) };
}
