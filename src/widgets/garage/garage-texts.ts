/**
 * The garage's texts (K-61, C-60, C-61), from the flow's messages (the `garage` step's own and the flow's shared ones)
 * so a provider overlay can change them. The spec quotes C-60's message (`vehicle-not-deletable`); the rest are ours.
 */

/** Message keys the `garage` widget reads (besides C-60's and the failures). */
export const GARAGE_TEXT_KEYS = [
  'saved-vehicles-label', 'vehicles-loading', 'garage-load-failed', 'link-retry', 'garage-empty', 'delete', 'garage-delete-label',
  'garage-cannot-delete', 'garage-delete-title', 'garage-delete-explain', 'close', 'cancel', 'garage-deleting', 'garage-delete-confirm',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** The garage's texts, resolved. */
export function garageTexts(text: Text) {
  return {
    label: text('saved-vehicles-label'),
    loading: text('vehicles-loading'),
    failed: text('garage-load-failed'),
    retry: text('link-retry'),
    empty: text('garage-empty'),
    delete: text('delete'),
    deleteLabel: (vehicle: string) => text('garage-delete-label', { vehicle }),
    cannotDelete: text('garage-cannot-delete'),
    deleteTitle: (vehicle: string) => text('garage-delete-title', { vehicle }),
    deleteExplain: text('garage-delete-explain'),
    close: text('close'),
    cancel: text('cancel'),
    deleting: text('garage-deleting'),
    confirm: text('garage-delete-confirm'),
  };
}

/** The resolved texts of the garage. */
export type GarageTexts = ReturnType<typeof garageTexts>;
