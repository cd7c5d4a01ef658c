/**
 * The `?preview=` repro-link format (docs/repro-links.md): base64url of the JSON of a {@link Scenario}.
 * Pure codec, no mock code: the app reads `?preview=` with {@link decodeScenario} and hands the result to the
 * mock back end (mocks/scenario.ts `applyScenario`).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import './zod-jitless';
import { providerConfigSchema } from './configuration';
import { vehicleTypeSchema } from './entities';

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

const nullableString = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

/**
 * A record checked for the fields `shape` names that keeps any other field as it is (a cart line's many
 * offering fields, a vehicle's trim…). Typed as the named fields only, so a richer record (the app's
 * `BookingVehicle`, `CartLine`) fits where the scenario's booking is built.
 */
function openRecord<S extends z.core.$ZodShape>(shape: S): z.ZodMiniType<z.output<z.ZodMiniObject<S>>> {
  return z.looseObject(shape) as unknown as z.ZodMiniType<z.output<z.ZodMiniObject<S>>>;
}

/**
 * A booking as the app's booking store keeps it (`BookingState` of src/booking/booking-state.ts, which this
 * layer cannot import; src/app/repro/booking-snapshot.ts checks at compile time that the two name the same
 * fields). Every field is optional (a missing one gets its empty value, as a saved booking does) and an
 * unknown field is refused; nested records check the fields the flow and the screens rely on and keep the rest.
 */
export const bookingSnapshotSchema = z.strictObject({
  placeMode: z.optional(z.enum(['none', 'home', 'workplace', 'shop'])),
  homeAddress: z.optional(z.nullable(openRecord({
    id: nullableNumber,
    address_line_1: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    one_line_human_readable_address: z.string(),
  }))),
  clientLocation: z.optional(z.nullable(openRecord({ id: z.number(), name: z.string() }))),
  shopLocationIds: z.optional(z.nullable(z.array(z.number()))),
  vehicle: z.optional(z.nullable(openRecord({
    id: nullableNumber,
    type: vehicleTypeSchema,
    year: nullableNumber,
    make: nullableString,
    model: nullableString,
    color: nullableString,
    displayName: z.string(),
  }))),
  vehicleCandidate: z.optional(z.nullable(z.strictObject({ make: z.string() }))),
  vehicleInfoRevealed: z.optional(z.boolean()),
  serviceVehicleId: z.optional(nullableNumber),
  cart: z.optional(z.array(
      openRecord({
        service_offering_id: z.number(),
        long_name: z.string(),
        kind: z.enum(['package', 'standard', 'addon', 'recall', 'tire', 'detailing', 'diagnostic', 'other']),
        quantity: z.number(),
      }),
    )),
  tireQuantity: z.optional(z.int().check(z.minimum(1), z.maximum(4))),
  wantsNewTires: z.optional(z.boolean()),
  tireSize: z.optional(nullableString),
  couponCode: z.optional(nullableString),
  referrerCode: z.optional(nullableString),
  otherServiceDescription: z.optional(z.string()),
  images: z.optional(z.array(openRecord({ id: z.string(), fileName: z.string(), originalFileName: z.string() }))),
  detailingNote: z.optional(z.string()),
  dirtLevel: z.optional(z.number()),
  diagnosticConcerns: z.optional(z.array(z.string())),
  diagnosticDescription: z.optional(z.string()),
  accountExists: z.optional(z.nullable(z.boolean())),
  changeBookingId: z.optional(nullableNumber),
  parkingId: z.optional(nullableNumber),
  keyoskId: z.optional(nullableNumber),
  customer: z.optional(z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() })),
  textAgreementChecked: z.optional(z.boolean()),
  termsAccepted: z.optional(z.boolean()),
  cancellationPolicyAccepted: z.optional(z.boolean()),
  scheduleNote: z.optional(z.string()),
  schedule: z.optional(z.nullable(openRecord({
    date: nullableString,
    plannedArrivalTime: nullableString,
    plannedDepartureTime: nullableString,
    serviceVehicleId: nullableNumber,
    scheduleInstanceId: nullableNumber,
    customerNote: z.string(),
    waitlist_note: z.string(),
    is_handraise: z.boolean(),
    isPickupAndDelivery: z.boolean(),
    confirmedAppointmentStartTime: nullableString,
    waitlist: z.optional(z.boolean()),
  }))),
  keyLocation: z.optional(nullableString),
  keyLocationNote: z.optional(z.string()),
  tip: z.optional(z.nullable(z.union([
      z.strictObject({ kind: z.literal('percent'), percent: z.number() }),
      z.strictObject({ kind: z.literal('amount'), cents: z.number() }),
    ]))),
  tipCustomText: z.optional(nullableString),
  payment: z.optional(z.nullable(z.union([z.strictObject({ kind: z.literal('method'), paymentMethodId: z.number() }), z.strictObject({ kind: z.literal('free') })]))),
  bookingIntentKey: z.optional(nullableString),
  lastBooking: z.optional(z.nullable(openRecord({ scheduledWorkId: z.number() }))),
  lastReschedule: z.optional(z.nullable(openRecord({ kind: z.enum(['reschedule', 'proactive']), scheduledWorkId: z.number() }))),
  quoteChoice: z.optional(z.nullable(z.strictObject({ quoteUuid: z.string(), chosen: z.array(nullableNumber) }))),
  guest: z.optional(z.boolean()),
  forms: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))),
});

/** A booking in a scenario or sent by the preview tool: see {@link bookingSnapshotSchema}. */
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;

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
