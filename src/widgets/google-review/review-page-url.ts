import { safeUrl } from '../../domain/safe-url';

/** L-55 (§9): the review redirect waits 2 seconds after the visit is tracked. */
export const REVIEW_REDIRECT_DELAY_MS = 2000;

/**
 * The provider's review page (`google_review_url`) when it is an absolute `https:` address (normalised),
 * else null (L-55; decisions.md): a plain-http, relative, `javascript:` or missing value is never followed.
 */
export function reviewPageUrl(raw: unknown): string | null {
  return safeUrl(raw, ['https:']);
}
