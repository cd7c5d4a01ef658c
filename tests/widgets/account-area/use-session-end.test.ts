import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../src/api/api-error';
import { endsSession } from '../../../src/widgets/account-area/use-session-end';

const failure = (kind: ApiErrorKind, status: number, tokenSent = true) => new ApiError(kind, status, 'x', 'GET', '/customer-info', undefined, undefined, tokenSent);

describe('endsSession (K-03)', () => {
  it.each([500, 404, 401, 502])('K-03 an HTTP %i answer to the customer record ends the session', (status) => {
    expect(endsSession(failure('http', status))).toBe(true);
  });

  it.each<ApiErrorKind>(['network', 'timeout', 'invalid-response'])('K-03 a %s failure says nothing about the session: it stays', (kind) => {
    expect(endsSession(failure(kind, 0))).toBe(false);
  });

  it('K-03 A-32 a 403 with a token is left to the app (it already signed the customer out and said why)', () => {
    expect(endsSession(failure('http', 403))).toBe(false);
    expect(endsSession(failure('http', 403, false))).toBe(true);
  });

  it('K-03 a rate limit (429) keeps the session: the page says "try again in a moment" with a retry (issue 29)', () => {
    expect(endsSession(failure('http', 429))).toBe(false);
  });

  it('K-03 anything that is not an ApiError (a bug in the page) is not a session answer', () => {
    expect(endsSession(new Error('boom'))).toBe(false);
    expect(endsSession(null)).toBe(false);
  });
});
