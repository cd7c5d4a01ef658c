/**
 * The booking's schema (issue 24), written once: what a booking from outside the store must be — a saved booking read
 * back (src/booking/persisted-booking.ts `loadBooking`), a repro link's or the preview tool's booking
 * (scenario-codec.ts) — and what every booking command keeps (tests/booking/apply-command.property.test.ts).
 * zod/mini, no locale: it is in the customer app's first chunk.
 */
import * as z from 'zod/mini';
import { vehicleTypeSchema } from './entities';

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

/** A cart line: the fields pricing, the cart rules and the flow's facts read (the offering's other fields kept). */
export const cartLineSnapshotSchema = openRecord({
  service_offering_id: z.number(),
  long_name: z.string(),
  kind: z.enum(['package', 'standard', 'addon', 'recall', 'tire', 'detailing', 'diagnostic', 'other']),
  quantity: z.number(),
});

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
  cart: z.optional(z.array(cartLineSnapshotSchema)),
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
  additionalPhones: z.optional(z.array(z.string())),
  quote: z.optional(z.nullable(z.strictObject({ quoteId: z.number(), customDiscountDollars: nullableNumber, customDiscountReason: nullableString }))),
  guest: z.optional(z.boolean()),
  forms: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))),
  personalDataInMemoryOnly: z.optional(z.boolean()),
});

/** A booking in a scenario or sent by the preview tool: see {@link bookingSnapshotSchema}. */
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;
