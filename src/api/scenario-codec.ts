/**
 * The `?preview=` repro-link format (docs/repro-links.md): base64url of the JSON of a {@link Scenario}.
 * Pure codec, no mock code: the app reads `?preview=` with {@link decodeScenario} and hands the result to the
 * mock back end (mocks/scenario.ts `applyScenario`).
 */
import * as z from 'zod';
import { providerConfigSchema } from './configuration';

/**
 * "Fail the first N times, then answer normally" (issue 15): with `failTimes` a status or network override
 * answers only the first N matching requests (counted per response key since the scenario was applied), then
 * the regular mock answers. `afterHandling: true` lets the regular mock handle the request first (a booking is
 * created) and then replaces its answer: the answer is lost on its way back.
 */
const failureModifiers = {
  failTimes: z.number().int().min(1).max(1_000).optional(),
  afterHandling: z.boolean().optional(),
};

const responseOverrideSchema = z.union([
  z.strictObject({ status: z.number().int().min(100).max(599), body: z.unknown().optional(), ...failureModifiers }),
  z.strictObject({ error: z.literal('network'), ...failureModifiers }),
  z.strictObject({ delay: z.number().int().min(0).max(60_000) }),
]);

/** Keys are "METHOD /path" as the spec writes them, e.g. "GET /coupon/{code}" or "POST /user/sign-in". */
const responseKeySchema = z
  .string()
  .regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/, 'a response key is "METHOD /path", e.g. "GET /coupon/{code}"');

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/**
 * A record checked for the fields `shape` names that keeps any other field as it is (a cart line's many
 * offering fields, a vehicle's trim…). Typed as the named fields only, so a richer record (the app's
 * `BookingVehicle`, `CartLine`) fits where the scenario's booking is built.
 */
function openRecord<S extends z.ZodRawShape>(shape: S): z.ZodType<z.output<z.ZodObject<S>>> {
  return z.looseObject(shape) as unknown as z.ZodType<z.output<z.ZodObject<S>>>;
}

/**
 * A booking as the app's booking store keeps it (`BookingState` of src/booking/booking-state.ts, which this
 * layer cannot import; src/app/repro/booking-snapshot.ts checks at compile time that the two name the same
 * fields). Every field is optional (a missing one gets its empty value, as a saved booking does) and an
 * unknown field is refused; nested records check the fields the flow and the screens rely on and keep the rest.
 */
export const bookingSnapshotSchema = z.strictObject({
  placeMode: z.enum(['none', 'home', 'workplace', 'shop']).optional(),
  homeAddress: openRecord({
    id: nullableNumber,
    address_line_1: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    one_line_human_readable_address: z.string(),
  }).nullable().optional(),
  clientLocation: openRecord({ id: z.number(), name: z.string() }).nullable().optional(),
  shopLocationIds: z.array(z.number()).nullable().optional(),
  vehicle: openRecord({
    id: nullableNumber,
    type: z.enum(['automobile', 'rv', 'atv', 'motorcycle', 'boat', 'plane']),
    year: nullableNumber,
    make: nullableString,
    model: nullableString,
    color: nullableString,
    displayName: z.string(),
  }).nullable().optional(),
  serviceVehicleId: nullableNumber.optional(),
  cart: z
    .array(
      openRecord({
        service_offering_id: z.number(),
        long_name: z.string(),
        kind: z.enum(['package', 'standard', 'addon', 'recall', 'tire', 'detailing', 'diagnostic', 'other']),
        quantity: z.number(),
      }),
    )
    .optional(),
  tireQuantity: z.number().int().min(1).max(4).optional(),
  wantsNewTires: z.boolean().optional(),
  tireSize: nullableString.optional(),
  couponCode: nullableString.optional(),
  referrerCode: nullableString.optional(),
  otherServiceDescription: z.string().optional(),
  images: z.array(openRecord({ id: z.string(), fileName: z.string(), originalFileName: z.string() })).optional(),
  detailingNote: z.string().optional(),
  dirtLevel: z.number().optional(),
  diagnosticConcerns: z.array(z.string()).optional(),
  diagnosticDescription: z.string().optional(),
  accountExists: z.boolean().nullable().optional(),
  changeBookingId: nullableNumber.optional(),
  parkingId: nullableNumber.optional(),
  keyoskId: nullableNumber.optional(),
  customer: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }).optional(),
  textAgreementChecked: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  cancellationPolicyAccepted: z.boolean().optional(),
  scheduleNote: z.string().optional(),
  schedule: openRecord({
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
    waitlist: z.boolean().optional(),
  }).nullable().optional(),
  keyLocation: nullableString.optional(),
  keyLocationNote: z.string().optional(),
  tip: z
    .union([
      z.strictObject({ kind: z.literal('percent'), percent: z.number() }),
      z.strictObject({ kind: z.literal('amount'), cents: z.number() }),
    ])
    .nullable()
    .optional(),
  tipCustomText: nullableString.optional(),
  payment: z.union([z.strictObject({ kind: z.literal('method'), paymentMethodId: z.number() }), z.strictObject({ kind: z.literal('free') })]).nullable().optional(),
  bookingIntentKey: nullableString.optional(),
  lastBooking: openRecord({ scheduledWorkId: z.number() }).nullable().optional(),
  lastReschedule: openRecord({ kind: z.enum(['reschedule', 'proactive']), scheduledWorkId: z.number() }).nullable().optional(),
  guest: z.boolean().optional(),
  forms: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

/** A booking in a scenario or sent by the preview tool: see {@link bookingSnapshotSchema}. */
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;

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
  /** The preview's time machine: the clock moved on from `now` (the world stays seeded at `now`, the app and the mock read this). */
  clock: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'clock must be an ISO date-time, e.g. 2025-03-10T11:00:00-05:00')
    .optional(),
  /** The booking the app starts with when the link is applied (the tab's saved booking of the scenario's provider). */
  booking: bookingSnapshotSchema.optional(),
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
