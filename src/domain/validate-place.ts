import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The place modes of the place step (B-03..B-06). */
type PlaceMode = 'home' | 'workplace' | 'shop';

/** What the place step holds: the mode, a chosen workplace/shop, a chosen or entered valid home address. */
export interface PlaceChoice {
  mode?: PlaceMode | null;
  /** client_location_id of the chosen workplace or shop. */
  clientLocationId?: number | null;
  /** True when a saved home address is chosen or the address form passed every check (B-27..B-30). */
  hasValidAddress?: boolean | null;
}

const chosen = (id: number | null | undefined): boolean => typeof id === 'number' && Number.isFinite(id);

/**
 * B-38: in workplace or shop mode, Save is enabled only once a workplace or shop is selected; in
 * home mode only with a valid address (B-30).
 */
export function canSavePlace(choice: PlaceChoice): boolean {
  if (choice.mode === 'workplace' || choice.mode === 'shop') return chosen(choice.clientLocationId);
  if (choice.mode === 'home') return choice.hasValidAddress === true;
  return false;
}

/**
 * B-15/B-16: Continue needs a chosen location or a valid address — of the current mode when one is
 * set, of either kind otherwise; else `choose-location` ("Please choose a location").
 */
export function validatePlaceContinue(choice: PlaceChoice): ValidationResult {
  const ok = choice.mode ? canSavePlace(choice) : chosen(choice.clientLocationId) || choice.hasValidAddress === true;
  return ok ? VALID : invalid('choose-location');
}
