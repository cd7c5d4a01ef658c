/** Shared helpers of the handlers: API path prefix, provider of a request, JSON answers. */
import { HttpResponse } from 'msw';
import type { ProviderConfig } from '../../src/api/configuration';
import { DEFAULT_PROVIDER, providerFixtures, providerProStatus } from '../fixtures/providers';
import { carriedConfigOf } from '../fixtures/providers/carried-config';
import { currentScenario } from '../scenario';
import { world } from '../world';
import { customerById } from '../world/present';
import type { StoredCustomer } from '../world/types';

/** Handlers match any origin's `/api` (browser same-origin, vitest `http://localhost/api`). */
export function api(path: string): string {
  return `*/api${path}`;
}

/** Provider name of a request: the Pro-Name header, else the scenario's provider, else `demo`. */
export function providerNameOf(request: Request): string {
  return request.headers.get('Pro-Name')?.trim() || currentScenario().provider || DEFAULT_PROVIDER;
}

/**
 * Fixture of a provider with the scenario's `config` merged over it (when the scenario names no provider or this
 * one); for a provider that is not a fixture, the whole configuration the scenario carries for it (a repro link of
 * an imported configuration), else undefined.
 */
export function providerConfigOf(name: string): ProviderConfig | undefined {
  const fixture = providerFixtures[name];
  if (!fixture) return structuredClone(carriedConfigOf(currentScenario(), name));
  const s = currentScenario();
  if (s.config && (!s.provider || s.provider === name)) return { ...fixture, ...s.config } as ProviderConfig;
  return structuredClone(fixture);
}

/** A fixture's pro status; `Active` for a provider whose whole configuration the scenario carries. */
export function proStatusOf(name: string): string | undefined {
  return providerProStatus[name] ?? (carriedConfigOf(currentScenario(), name) ? 'Active' : undefined);
}

/** Whether the mock back end can answer as provider `name`: a fixture, or one the scenario carries in full. */
export function knowsProvider(name: string): boolean {
  return providerConfigOf(name) !== undefined;
}

/** `{ Status: 'error', Message }` with a status: the server's error answer. */
export function errorAnswer(status: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ Status: 'error', Message: message, ...extra }, { status });
}

export function ok<T extends object>(body: T, init?: ResponseInit) {
  return HttpResponse.json(body as never, init);
}

/** Parses a JSON body; `{}` when there is none or it is not JSON. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const value = (await request.json()) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------


function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/** 'none' = no token; 'invalid' = a token the server does not know (expired session → 403). */
export function authOf(request: Request): StoredCustomer | 'none' | 'invalid' {
  const token = bearerOf(request);
  if (!token) return 'none';
  const id = world().sessions[token];
  const c = id === undefined ? undefined : customerById(id);
  return c ?? 'invalid';
}

const SESSION_EXPIRED_ANSWER = 'Your session has expired.';

/** The signed-in customer, or the answer to send: 401 without a token, 403 with an unknown (expired) one. */
export function requireCustomer(request: Request): StoredCustomer | Response {
  const auth = authOf(request);
  if (auth === 'none') return errorAnswer(401, 'Please log in.');
  if (auth === 'invalid') return errorAnswer(403, SESSION_EXPIRED_ANSWER);
  return auth;
}

/**
 * The customer a create call is for: the signed-in one, else `body.customer_id` (a guest booking creates its
 * address and vehicle before any sign-in). The answer instead: 403 for an expired session, 400 with `missing`
 * when neither names a known customer.
 */
export function creatingCustomerId(request: Request, body: Record<string, unknown>, missing: string): number | Response {
  const auth = authOf(request);
  if (auth === 'invalid') return errorAnswer(403, SESSION_EXPIRED_ANSWER);
  const customerId = typeof auth === 'object' ? auth.customer_id : num(body.customer_id);
  if (customerId === undefined || !customerById(customerId)) return errorAnswer(400, missing);
  return customerId;
}

/** The signed-in customer when there is a valid token, else undefined (public calls; an unknown token is ignored). */
export function optionalCustomer(request: Request): StoredCustomer | undefined {
  const auth = authOf(request);
  return typeof auth === 'object' ? auth : undefined;
}

export const TOKEN_HEADER = 'X-Auth-Token';

/** The requesting provider's configuration (scenario-merged); the default provider's for an unknown name. */
export function configFor(request: Request): ProviderConfig {
  return providerConfigOf(providerNameOf(request)) ?? providerConfigOf(DEFAULT_PROVIDER)!;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};
export const intParam = (v: unknown): number | undefined => {
  const n = num(Array.isArray(v) ? v[0] : v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};
