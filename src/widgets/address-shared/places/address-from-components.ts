import { placeHasStreetNumber } from '../../../domain/validate-address';
import { toStateCode } from '../../../domain/validate-state';
import type { FoundPlace } from './places-adapter';

/** An address component as Google's Place Details (and the offline stand-in) return it. */
export interface AddressComponentLike {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

/**
 * The address of a place from its components: line 1 = street number and route (the route alone for a
 * street-level result), city = locality (else postal town or sub-locality), state = the two-letter code of
 * administrative_area_level_1, postal code = postal_code. Pure; shared by both adapters.
 */
export function foundPlaceFromComponents(
  placeId: string,
  formattedAddress: string,
  components: readonly AddressComponentLike[],
  lat: number | null = null,
  lng: number | null = null,
): FoundPlace {
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    components.find((c) => c.types.includes(type))?.[form]?.trim() ?? '';
  const line1 = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const city = part('locality') || part('postal_town') || part('sublocality') || part('administrative_area_level_3');
  const state = toStateCode(part('administrative_area_level_1', 'short_name')) ?? toStateCode(part('administrative_area_level_1')) ?? '';
  return {
    placeId,
    formattedAddress: formattedAddress.replace(/, USA$/, ''),
    hasStreetNumber: placeHasStreetNumber(components),
    fields: { address_line_1: line1, city, state, postal_code: part('postal_code') },
    lat,
    lng,
  };
}
