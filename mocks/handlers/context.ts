/** Shared helpers of the handlers: API path prefix, provider of a request, JSON answers. */
import { HttpResponse } from 'msw';
import type { ProviderConfig } from '../../src/api/configuration';
import { DEFAULT_PROVIDER, providerFixtures, providerProStatus } from '../fixtures/providers';
import { currentScenario } from '../scenario';

/** Handlers match any origin's `/api` (browser same-origin, vitest `http://localhost/api`). */
export function api(path: string): string {
  return `*/api${path}`;
}

/** Provider name of a request: the Pro-Name header, else the scenario's provider, else `demo`. */
export function providerNameOf(request: Request): string {
  return request.headers.get('Pro-Name')?.trim() || currentScenario().provider || DEFAULT_PROVIDER;
}

/** Fixture of a provider with the scenario's `config` merged over it (when the scenario names no provider or this one). */
export function providerConfigOf(name: string): ProviderConfig | undefined {
  const fixture = providerFixtures[name];
  if (!fixture) return undefined;
  const s = currentScenario();
  if (s.config && (!s.provider || s.provider === name)) return { ...fixture, ...s.config } as ProviderConfig;
  return structuredClone(fixture);
}

export function proStatusOf(name: string): string | undefined {
  return providerProStatus[name];
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
