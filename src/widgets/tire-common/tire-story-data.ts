/** Plain data for the tire stories (no network). */
import type { TireProduct } from '../../api';

import { flowStoryText } from '../shared/flow-story-text';

/** A sample provider's content for the stories' `{config.…}` placeholders. */
const SAMPLE = { config: { customer_facing_phone: '(555) 010-0100' } };

/** The flow's texts of a tire step (a step's own over the flow's), as the tire stories read them. */
export const storyText = (stepId: string) => {
  const text = flowStoryText(stepId);
  return (key: string) => text(key, SAMPLE);
};

const spec = (treadwear: number, traction: string, warrantyMiles: number, season: string) => ({ treadwear, traction, temperature: 'A', warrantyMiles, season, loadIndex: 95, speedRating: 'H' });

export const storyTires: TireProduct[] = [
  { ATDProductNumber: 'MIC-1', brand: 'Michelin', style: 'Defender2', price: { cost: 142.5, retail: 189.99 }, images: { large: null }, productSpec: spec(800, 'A', 80000, 'All Season'), OEMakes: ['Toyota', 'Honda'], availability: { local: 4, localPlus: 12 }, recommendation: 'best' },
  { ATDProductNumber: 'GOO-1', brand: 'Goodyear', style: 'Assurance WeatherReady', price: { cost: 120, retail: 162.99 }, images: { large: null }, productSpec: spec(700, 'A', 60000, 'All Weather'), OEMakes: ['Ford'], availability: { local: 2, localPlus: 1 }, recommendation: 'better' },
  { ATDProductNumber: 'GEN-1', brand: 'General', style: 'AltiMAX RT45', price: { cost: 78, retail: 109.99 }, images: { large: null }, productSpec: spec(600, 'A', 65000, 'All Season'), OEMakes: [], availability: { local: 0, localPlus: 0 }, recommendation: 'good' },
];
