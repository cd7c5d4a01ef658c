/** Where the keys are left (G-10, G-11): the options and whether the booking's answer is complete. No messages: the booking's facts read it. */
/**
 * G-10: where the customer leaves the keys. The ledger lists the options without quoting labels
 * (OPEN-44); the labels are ours, the wording of the ledger.
 */
export const KEY_LOCATION_OPTIONS = Object.freeze([
  { id: 'hand_over', label: 'I will hand them over on arrival after a call or text' },
  { id: 'inside_vehicle', label: 'Inside the vehicle' },
  { id: 'front_door', label: 'Near the front door or under the doormat' },
  { id: 'mailbox', label: 'In the mailbox' },
  { id: 'driver_front_tire', label: "On the front driver's-side tire" },
  { id: 'other', label: 'Other' },
] as const);

/** The id of one of the {@link KEY_LOCATION_OPTIONS}. */
export type KeyLocationId = (typeof KEY_LOCATION_OPTIONS)[number]['id'];

/** True when `id` is one of the {@link KEY_LOCATION_OPTIONS}. */
export function isKeyLocation(id: unknown): id is KeyLocationId {
  return KEY_LOCATION_OPTIONS.some((o) => o.id === id);
}

/**
 * G-10/G-11 (OPEN-39, docs/decisions.md): the key location is asked, and required, for service at a
 * home address; at work the Keyosk holds the keys and at the shop they are handed over at the counter.
 */
export function keyLocationAsked(booking: { placeMode: string }): boolean {
  return booking.placeMode === 'home';
}

/** G-11: true when the key location is answered (or not asked); "Other" needs its text. Read by the `keyLocationGiven` fact. */
export function keyLocationComplete(booking: { placeMode: string; keyLocation: string | null; keyLocationNote: string }): boolean {
  if (!keyLocationAsked(booking)) return true;
  if (!isKeyLocation(booking.keyLocation)) return false;
  return booking.keyLocation !== 'other' || booking.keyLocationNote.trim() !== '';
}
