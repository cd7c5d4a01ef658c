import { describe, expect, it } from 'vitest';
import { getPlaceDetails, getPlaceSuggestions } from '../../src/api/places';
import { useMockServer } from './harness';

useMockServer();

describe('offline address suggestions (A-20 stand-in: GET /places/autocomplete, GET /places/details)', () => {
  it('A-20 suggests addresses whose words start with the typed words, at most 5', async () => {
    const { predictions } = await getPlaceSuggestions('48 oak');
    expect(predictions.map((p) => p.description)).toEqual(['48 Oak Avenue, Arlington, VA 22201, USA']);
    expect((await getPlaceSuggestions('  ')).predictions).toEqual([]);
    expect((await getPlaceSuggestions('Street')).predictions.length).toBeLessThanOrEqual(5);
  });

  it('B-31 an unknown house number finds the street-level place, which has no street_number', async () => {
    const { predictions } = await getPlaceSuggestions('123 Elm');
    expect(predictions).toEqual([{ place_id: 'offline-elm', description: 'Elm Street, Springfield, VA 22150, USA' }]);
    const d = await getPlaceDetails('offline-elm');
    expect(d.address_components.flatMap((c) => c.types)).not.toContain('street_number');
    expect(d.address_components.find((c) => c.types.includes('administrative_area_level_1'))).toMatchObject({ short_name: 'VA' });
  });

  it('details of a full address carry the street number; an unknown id is a 404', async () => {
    const d = await getPlaceDetails('offline-12-elm');
    expect(d).toMatchObject({ formatted_address: '12 Elm Street, Springfield, VA 22150, USA', lat: expect.any(Number) });
    expect(d.address_components.find((c) => c.types.includes('street_number'))?.long_name).toBe('12');
    await expect(getPlaceDetails('nope')).rejects.toMatchObject({ status: 404 });
  });
});
