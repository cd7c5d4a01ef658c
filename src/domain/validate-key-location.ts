import { invalid, MSG_REQUIRED, VALID, type ValidationResult } from './validation-messages';

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

/** G-11: a key location is required ("Required"): one of the G-10 options. */
export function validateKeyLocation(id: string | null | undefined): ValidationResult {
  return isKeyLocation(id) ? VALID : invalid(MSG_REQUIRED);
}
