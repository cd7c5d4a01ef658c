/**
 * The `?preview=` repro-link format (docs/repro-links.md): base64url of the JSON of a {@link Scenario}.
 * Pure codec, no mock code: the app reads `?preview=` with {@link decodeScenario} and hands the result to the
 * mock back end (mocks/scenario.ts `applyScenario`).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import './zod-jitless';
import { providerConfigSchema } from './configuration';
import { bookingSnapshotSchema } from './booking-snapshot-schema';

// The booking's schema lives in its own module (the customer app reads saved bookings with it, without this module's locale).
export { bookingSnapshotSchema, type BookingSnapshot } from './booking-snapshot-schema';

// English issue messages in the texts built from this module's parses (the preview tool shows them): decoding is
// synchronous, so they load with the module (mock builds and the preview only; the customer app loads them on
// demand, src/api/zod-messages.ts).
z.config(en());

/**
 * "Fail the first N times, then answer normally" (issue 15): with `failTimes` a status or network override
 * answers only the first N matching requests (counted per response key since the scenario was applied), then
 * the regular mock answers. `afterHandling: true` lets the regular mock handle the request first (a booking is
 * created) and then replaces its answer: the answer is lost on its way back.
 */
const failureModifiers = {
  failTimes: z.optional(z.int().check(z.minimum(1), z.maximum(1_000))),
  afterHandling: z.optional(z.boolean()),
};

const responseOverrideSchema = z.union([
  z.strictObject({ status: z.int().check(z.minimum(100), z.maximum(599)), body: z.optional(z.unknown()), ...failureModifiers }),
  z.strictObject({ error: z.literal('network'), ...failureModifiers }),
  z.strictObject({ delay: z.int().check(z.minimum(0), z.maximum(60_000)) }),
]);

/** Keys are "METHOD /path" as the spec writes them, e.g. "GET /coupon/{code}" or "POST /user/sign-in". */
const responseKeySchema = z.string().check(z.regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/, 'a response key is "METHOD /path", e.g. "GET /coupon/{code}"'));

/**
 * A repro link's overlay: the fields of schemas/overlay.schema.json but `provider` and `flow` (the link's provider and
 * the booking flow). Checked here for shape; the app applies it with the engine (src/app/booking-flow.ts), which
 * refuses a step or named condition the flow does not have.
 */
export const linkOverlaySchema = z.strictObject({
  messages: z.optional(z.record(z.string(), z.string())),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  steps: z.optional(
    z.record(
      z.string(),
      z.strictObject({
        messages: z.optional(z.record(z.string(), z.string())),
        blockers: z.optional(z.array(z.record(z.string(), z.unknown()))),
        guards: z.optional(z.array(z.record(z.string(), z.unknown()))),
        widgetOptions: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))),
        widgetParts: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))),
      }),
    ),
  ),
});

/** A repro link's overlay (see {@link linkOverlaySchema}). */
export type LinkOverlay = z.infer<typeof linkOverlaySchema>;

export const scenarioSchema = z.strictObject({
  provider: z.optional(z.string().check(z.minLength(1))),
  /** Unknown configuration fields are refused (a typo must not silently do nothing). */
  config: z.optional(z.strictObject(z.partial(providerConfigSchema).shape)),
  session: z.optional(z.enum(['guest', 'customer'])),
  responses: z.optional(z.record(responseKeySchema, responseOverrideSchema)),
  now: z.optional(z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'now must be an ISO date-time, e.g. 2025-03-10T09:00:00-05:00'))),
  /** The preview's time machine: the clock moved on from `now` (the world stays seeded at `now`, the app and the mock read this). */
  clock: z.optional(z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'clock must be an ISO date-time, e.g. 2025-03-10T11:00:00-05:00'))),
  /** The booking the app starts with when the link is applied (the tab's saved booking of the scenario's provider). */
  booking: z.optional(bookingSnapshotSchema),
  /**
   * A provider overlay (schemas/overlay.schema.json without `provider` and `flow`) applied over the provider's own:
   * messages, named conditions, per-step changes. Lets a link (or a test) show an overlay not shipped in flows/.
   */
  overlay: z.optional(linkOverlaySchema),
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
