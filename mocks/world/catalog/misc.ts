/** Payment methods, tire products, marketing banner. */
import type { PaymentMethod } from '../../../src/api/payments';
import type { TireProduct } from '../../../src/api/tires';

export const paymentMethods: PaymentMethod[] = [
  { payment_method_id: 1, name: 'Credit Card', short_description: 'Card', long_description: 'Credit or debit card (held, charged after service)', is_active: true, is_internal: false, is_stripe: true, is_square: false },
  { payment_method_id: 2, name: 'Credit Card', short_description: 'Card', long_description: 'Credit or debit card (held, charged after service)', is_active: true, is_internal: false, is_stripe: false, is_square: true },
  { payment_method_id: 3, name: 'Fleet Account', short_description: 'Fleet', long_description: 'Billed to your fleet account', is_active: true, is_internal: true, is_stripe: false, is_square: false },
];

const spec = (treadwear: number, traction: string, warranty: number, season: string) => ({ treadwear, traction, temperature: 'A', warrantyMiles: warranty, season, loadIndex: 95, speedRating: 'H' });

function products(size: string): TireProduct[] {
  const s = size.replace(/[^0-9]/g, '');
  return [
    { ATDProductNumber: `MIC-${s}-1`, brand: 'Michelin', style: 'Defender2', price: { cost: 142.5, retail: 189.99 }, images: { large: '/demo-assets/tires/michelin.png' },
      productSpec: spec(800, 'A', 80000, 'All Season'), OEMakes: ['Toyota', 'Honda'], availability: { local: 4, localPlus: 12 }, recommendation: 'best' },
    { ATDProductNumber: `GOO-${s}-1`, brand: 'Goodyear', style: 'Assurance WeatherReady', price: { cost: 120, retail: 162.99 }, images: { large: '/demo-assets/tires/goodyear.png' },
      productSpec: spec(700, 'A', 60000, 'All Weather'), OEMakes: ['Ford'], availability: { local: 2, localPlus: 1 }, recommendation: 'better' },
    { ATDProductNumber: `GEN-${s}-1`, brand: 'General', style: 'AltiMAX RT45', price: { cost: 78, retail: 109.99 }, images: { large: '/demo-assets/tires/general.png' },
      productSpec: spec(600, 'A', 65000, 'All Season'), OEMakes: [], availability: { local: 1, localPlus: 0 }, recommendation: 'good' },
  ];
}

/** Sizes with products (digits only); any other size answers an empty list; 000000 answers 502. */
const stockedTireSizes = ['2155517', '2354518', '2256517', '2157016', '2654517', '2657017', '2755518', '2155516', '2255017', '2356517'];
export const FAILING_TIRE_SIZE = '000000';

export function tireProductsFor(sizeDigits: string): TireProduct[] {
  return stockedTireSizes.includes(sizeDigits) ? products(sizeDigits) : [];
}

export function bannerFor(tireShopUrl: string | undefined) {
  return {
    overLineText: 'Limited time',
    title: 'Buy 3 tires, get the 4th for $1',
    bannerImage: { src: '/demo-assets/banner/tires.jpg' },
    link: { label: 'Shop tires', link: { href: tireShopUrl ?? 'https://tires.example/shop' } },
    contentSegment: 'tires',
    dealEndDate: null as string | null,
  };
}
