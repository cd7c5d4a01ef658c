/**
 * D-84 (3§5): the back end refuses a booking whose coupon was used meanwhile with its own sentence, "Sorry, this
 * coupon has already been used". The app recognises that answer so the customer reads the spec's text alone (the
 * flow's `coupon-already-used`), not behind H-30's "Critical Error: ".
 */
import { ApiError } from './api-error';

/** The back end's words for a used coupon (3§5, the mock world answers the same). */
const USED_COUPON_ANSWER = 'Sorry, this coupon has already been used';

/** Lower-cased, spaces collapsed, a final full stop dropped: how two wordings of the sentence compare. */
function comparable(words: string): string {
  return words.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();
}

/**
 * True when `error` is an HTTP answer of the back end whose own words are the used-coupon sentence (case, spacing
 * and a final full stop aside). False for anything else, including a network failure or a timeout.
 */
export function isUsedCouponAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && comparable(error.serverMessage) === comparable(USED_COUPON_ANSWER);
}
