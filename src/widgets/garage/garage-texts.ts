/**
 * The garage's texts (K-61, C-60, C-61), from the flow's messages (the `garage` step's own and the flow's shared ones)
 * so a provider overlay can change them. The spec quotes C-60's message (`vehicle-not-deletable`); the rest are ours.
 */
import { textsOf } from '../contract/texts-of';

/** Message keys the `garage` widget reads (besides C-60's and the failures). */
export const GARAGE_TEXT_KEYS = [
  'saved-vehicles-label', 'vehicles-loading', 'garage-load-failed', 'link-retry', 'garage-empty', 'delete', 'garage-delete-label',
  'garage-cannot-delete', 'garage-delete-title', 'garage-delete-explain', 'close', 'cancel', 'garage-deleting', 'garage-delete-confirm',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

const GARAGE_KEYS = {
  label: 'saved-vehicles-label', loading: 'vehicles-loading', failed: 'garage-load-failed', retry: 'link-retry',
  empty: 'garage-empty', delete: 'delete', cannotDelete: 'garage-cannot-delete', deleteExplain: 'garage-delete-explain',
  close: 'close', cancel: 'cancel', deleting: 'garage-deleting', confirm: 'garage-delete-confirm',
} as const;

/** The garage's texts, resolved. */
export function garageTexts(text: Text) {
  return {
    ...textsOf(text, GARAGE_KEYS),
    deleteLabel: (vehicle: string) => text('garage-delete-label', { vehicle }),
    deleteTitle: (vehicle: string) => text('garage-delete-title', { vehicle }),
  };
}

/** The resolved texts of the garage. */
export type GarageTexts = ReturnType<typeof garageTexts>;
