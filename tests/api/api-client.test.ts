import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../../src/api/api-client';
import { ApiError } from '../../src/api/api-error';
import { createTokenStore } from '../../src/api/token-store';

/** A client of its own with a fake fetch that records the requests. */
function clientAnswering(answer: () => Response, options: Parameters<typeof createApiClient>[0] = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'http://test.example'), init));
    return answer();
  });
  return { client: createApiClient({ tokens: createTokenStore(() => null), fetch, ...options }), requests };
}

describe('ApiClient (one instance, its own settings)', () => {
  it('A-26..A-29 two clients keep their own base, provider and token', async () => {
    const a = clientAnswering(() => Response.json([]), { base: 'https://a.example/api/', provider: 'acme' });
    const b = clientAnswering(() => Response.json([]), { provider: 'skipper' });
    a.client.tokens.set('tok-a');
    await a.client.fetch('GET', '/schedule-type', { schema: z.array(z.unknown()), query: { id: 3, skip: undefined } });
    await b.client.fetch('GET', 'schedule-type', { schema: z.array(z.unknown()) });
    expect(a.requests[0]!.url).toBe('https://a.example/api/schedule-type?id=3');
    expect(a.requests[0]!.headers.get('Pro-Name')).toBe('acme');
    expect(a.requests[0]!.headers.get('Authorization')).toBe('Bearer tok-a');
    expect(b.requests[0]!.url).toBe('http://test.example/api/schedule-type');
    expect(b.requests[0]!.headers.get('Pro-Name')).toBe('skipper');
    expect(b.requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('A-30 A-32 a fresh header token replaces the stored one; a signed-in 403 runs the expiry listeners, then clears the token', async () => {
    const fresh = clientAnswering(() => Response.json({}, { headers: { 'X-Auth-Token': 'tok-2' } }));
    fresh.client.tokens.set('tok-1');
    await fresh.client.fetch('GET', '/x', { schema: z.unknown() });
    expect(fresh.client.tokens.get()).toBe('tok-2');

    const expired = clientAnswering(() => Response.json({ Message: 'Expired' }, { status: 403 }));
    expired.client.tokens.set('tok-3');
    const seen: Array<string | null> = [];
    expired.client.onSessionExpired(() => seen.push(expired.client.tokens.get()));
    const reported = vi.fn();
    expired.client.onError(reported);
    const error = await expired.client.fetch('GET', '/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, isSessionExpired: true, serverMessage: 'Expired' });
    expect(seen).toEqual(['tok-3']);
    expect(expired.client.tokens.get()).toBeNull();
    expect(reported).toHaveBeenCalledWith(error);
  });

  it('issue 15 a malformed answer and a non-JSON one are invalid-response failures', async () => {
    const malformed = clientAnswering(() => Response.json({ id: 'seven' }));
    await expect(malformed.client.fetch('GET', '/x', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
    const html = clientAnswering(() => new Response('<html>', { status: 200 }));
    await expect(html.client.fetch('GET', '/x', { schema: z.unknown() })).rejects.toMatchObject({ kind: 'invalid-response', serverText: 'the answer is not JSON' });
  });

  it('issue 15 refuses a timeout that is not a positive number', () => {
    const { client } = clientAnswering(() => Response.json({}));
    expect(() => client.setTimeout(0)).toThrow(RangeError);
    client.setTimeout(250);
    expect(client.requestTimeout()).toBe(250);
  });
});
