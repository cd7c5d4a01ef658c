/**
 * A call of the mock back end through the app's client, for the spec's calls the app has no client function for
 * (M-03, M-41, M-51: docs/decisions.md "Client calls"): the mock still implements every call of the spec.
 */
import * as z from 'zod/mini';
import { apiFetch } from '../../src/api/client';

/** GETs `path` (with `query`) from the mock and answers its JSON unchecked; a failure rejects with the ApiError. */
export function mockCall(method: 'GET', path: string, query?: Record<string, string>): Promise<unknown> {
  return apiFetch(method, path, { query, schema: z.unknown() });
}
