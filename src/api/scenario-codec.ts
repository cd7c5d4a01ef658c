/**
 * The `?preview=` repro-link format (docs/repro-links.md): base64url of the JSON of a {@link Scenario}.
 * Pure codec, no mock code: the app reads `?preview=` with {@link decodeScenario} and hands the result to the
 * mock back end (mocks/scenario.ts `applyScenario`).
 */
import * as z from 'zod';
import { providerConfigSchema } from './configuration';

const responseOverrideSchema = z.union([
  z.strictObject({ status: z.number().int().min(100).max(599), body: z.unknown().optional() }),
  z.strictObject({ error: z.literal('network') }),
  z.strictObject({ delay: z.number().int().min(0).max(60_000) }),
]);

/** Keys are "METHOD /path" as the spec writes them, e.g. "GET /coupon/{code}" or "POST /user/sign-in". */
const responseKeySchema = z
  .string()
  .regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/, 'a response key is "METHOD /path", e.g. "GET /coupon/{code}"');

export const scenarioSchema = z.strictObject({
  provider: z.string().min(1).optional(),
  /** Unknown configuration fields are refused (a typo must not silently do nothing). */
  config: z.strictObject(providerConfigSchema.partial().shape).optional(),
  session: z.enum(['guest', 'customer']).optional(),
  responses: z.record(responseKeySchema, responseOverrideSchema).optional(),
  now: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'now must be an ISO date-time, e.g. 2025-03-10T09:00:00-05:00')
    .optional(),
});

export type ResponseOverride = z.infer<typeof responseOverrideSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;

export class ScenarioDecodeError extends Error {
  override readonly name = 'ScenarioDecodeError';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
  issues?: IssueLike[];
  errors?: IssueLike[][];
}

/** "config.scheduling_system: Invalid option…"; nested key/union issues are spelled out. */
function describeIssue(issue: IssueLike): string {
  const where = issue.path.map(String).join('.') || '(root)';
  const inner = issue.issues ?? issue.errors?.flat() ?? [];
  const detail = inner.length ? `${issue.message} (${inner.map((i) => i.message).join(', ')})` : issue.message;
  return `${where}: ${detail}`;
}

/** base64url (no padding) of the UTF-8 JSON of `s`. */
export function encodeScenario(s: Scenario): string {
  const json = JSON.stringify(s);
  return toBase64(new TextEncoder().encode(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Inverse of {@link encodeScenario}; throws a {@link ScenarioDecodeError} that says what is wrong. */
export function decodeScenario(text: string): Scenario {
  const cleaned = text.trim();
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(cleaned)) {
    throw new ScenarioDecodeError('Invalid preview link: the value is not base64url text.');
  }
  let json: string;
  try {
    const b64 = cleaned.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(padded));
  } catch {
    throw new ScenarioDecodeError('Invalid preview link: the value is not base64url-encoded UTF-8.');
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new ScenarioDecodeError('Invalid preview link: the decoded value is not JSON.');
  }
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 5).map(describeIssue).join('; ');
    throw new ScenarioDecodeError(`Invalid preview scenario: ${details}`);
  }
  return parsed.data;
}
