/**
 * Bookings that come from outside the app (a repro link's `booking`, the preview tool's `setBooking`): checked
 * with the scenario codec's booking schema, then completed into a full booking. Mock builds only (imported by
 * setup-repro.ts and the preview bridge, both behind `__MOCKS__`).
 */
import { bookingSnapshotSchema, type BookingSnapshot } from '../../api/scenario-codec';
import { emptyBooking, type BookingState } from '../../booking/booking-state';

/** Compile-time check: the schema (in src/api, which cannot import src/booking) names exactly the booking's fields. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Assert<T extends true> = T;
type _BookingSchemaCoversState = Assert<SameKeys<Required<BookingSnapshot>, BookingState>>;

/** A full booking from a checked snapshot: fields it leaves out get their empty values (as a saved booking's do). */
export function bookingFromSnapshot(snapshot: BookingSnapshot): BookingState {
  // The schema checked the snapshot's shape; nested records keep fields it does not name (looseObject).
  return { ...emptyBooking(), ...(snapshot as unknown as Partial<BookingState>) };
}

export type BookingCheck = { ok: true; state: BookingState } | { ok: false; message: string };

/** Checks an untrusted booking (JSON from the preview tool); says what is wrong, the way a repro link's error does. */
export function checkBooking(value: unknown): BookingCheck {
  const parsed = bookingSnapshotSchema.safeParse(value);
  if (parsed.success) return { ok: true, state: bookingFromSnapshot(parsed.data) };
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, message: `Invalid booking: ${details}` };
}
