/** The saved-vehicle list's texts (C-04..C-06), from the flow's messages (shared ones and the `vehicle` step's own). */

/** Message keys of the saved-vehicle list (the flow's shared ones and the `vehicle` step's own). */
export const SAVED_VEHICLES_TEXT_KEYS = ['saved-vehicles-label', 'vehicles-loading', 'saved-vehicles-failed', 'add-vehicle'] as const;

export interface SavedVehiclesTexts {
  label: string;
  loading: string;
  failed: string;
  add: string;
}

/** The list's texts, resolved. */
export function savedVehiclesTexts(text: (key: string) => string): SavedVehiclesTexts {
  return { label: text('saved-vehicles-label'), loading: text('vehicles-loading'), failed: text('saved-vehicles-failed'), add: text('add-vehicle') };
}
