/**
 * Sorting, filtering and reading tire products (D-41..D-43, D-47, D-52). Pure.
 * The documents name `productSpec` as "many ratings" without fields; chosen (docs/decisions.md):
 * `treadwear` (number), `traction` (UTQG grade AA/A/B/C), `warrantyMiles` (number), `season`,
 * `temperature`, `loadIndex`, `speedRating`. Missing ratings sort last.
 */
import type { TireProduct } from '../../api';
import { dollarsToCents } from '../../domain/money';
import { compareNames } from '../../domain/compare-names';

/** D-43, in the order the sort menu lists them. */
export const TIRE_SORT_KEYS = ['recommended', 'priceAsc', 'priceDesc', 'traction', 'treadwear', 'warranty'] as const;
export type TireSortKey = (typeof TIRE_SORT_KEYS)[number];

/** Message key of each sort option's label. */
export const TIRE_SORT_MESSAGES = {
  recommended: 'sort-recommended',
  priceAsc: 'sort-price-asc',
  priceDesc: 'sort-price-desc',
  traction: 'sort-traction',
  treadwear: 'sort-treadwear',
  warranty: 'sort-warranty',
} as const satisfies Record<TireSortKey, string>;

function specNumber(p: TireProduct, key: string): number | null {
  const v = p.productSpec?.[key];
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/\d/.test(v)) return null;
  const n = Number(v.replace(/[^0-9.]/g, ''));
  return Number.isFinite(n) ? n : null;
}
function specText(p: TireProduct, key: string): string | null {
  const v = p.productSpec?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;
}

export const treadwearOf = (p: TireProduct) => specNumber(p, 'treadwear');
export const warrantyMilesOf = (p: TireProduct) => specNumber(p, 'warrantyMiles');
export const tractionOf = (p: TireProduct) => specText(p, 'traction');

const TRACTION_RANK: Record<string, number> = { AA: 0, A: 1, B: 2, C: 3 };
const RECOMMENDATION_RANK: Record<string, number> = { best: 0, better: 1, good: 2 };

/** Lower is more recommended: best, better, good; a number is its own rank; true before anything unranked. */
function recommendationRank(p: TireProduct): number {
  const r = p.recommendation;
  if (typeof r === 'number') return r;
  if (r === true) return 0;
  if (typeof r === 'string') return RECOMMENDATION_RANK[r.trim().toLowerCase()] ?? (Number.isFinite(Number(r)) && r.trim() !== '' ? Number(r) : 1_000);
  return 1_000;
}

/** Ascending by `key`, missing (null) last, ties kept in the catalogue's order. */
function byNumber(list: readonly TireProduct[], key: (p: TireProduct) => number | null): TireProduct[] {
  return list
    .map((p, i) => ({ p, i, k: key(p) }))
    .sort((a, b) => (a.k === null ? 1 : 0) - (b.k === null ? 1 : 0) || (a.k ?? 0) - (b.k ?? 0) || a.i - b.i)
    .map((x) => x.p);
}

/** The products in the order of a sort option (D-43). Never changes the input. */
export function sortTires(list: readonly TireProduct[], key: TireSortKey): TireProduct[] {
  const price = (p: TireProduct) => dollarsToCents(p.price.retail);
  switch (key) {
    case 'recommended':
      return byNumber(list, recommendationRank);
    case 'priceAsc':
      return byNumber(list, price);
    case 'priceDesc':
      return byNumber(list, (p) => -price(p));
    case 'traction':
      return byNumber(list, (p) => {
        const t = tractionOf(p)?.toUpperCase();
        return t && t in TRACTION_RANK ? TRACTION_RANK[t]! : null;
      });
    case 'treadwear':
      return byNumber(list, (p) => {
        const n = treadwearOf(p);
        return n === null ? null : -n;
      });
    case 'warranty':
      return byNumber(list, (p) => {
        const n = warrantyMilesOf(p);
        return n === null ? null : -n;
      });
  }
}

/** Price bands of the price filter, per tire, in cents (upper bound exclusive; null = no bound). */
export const PRICE_BANDS = [
  { id: 'under100', min: null, max: 10_000 },
  { id: '100to150', min: 10_000, max: 15_000 },
  { id: '150to200', min: 15_000, max: 20_000 },
  { id: 'over200', min: 20_000, max: null },
] as const;
type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

export interface TireFilters {
  /** Brands to keep; empty keeps every brand. */
  brands: readonly string[];
  /** Price band to keep; null keeps every price. */
  priceBand: PriceBandId | null;
}

export const NO_TIRE_FILTERS: TireFilters = { brands: [], priceBand: null };

/** The products that pass the filters (D-41). */
export function filterTires(list: readonly TireProduct[], filters: TireFilters): TireProduct[] {
  const band = PRICE_BANDS.find((b) => b.id === filters.priceBand) ?? null;
  return list.filter((p) => {
    if (filters.brands.length > 0 && !filters.brands.includes(p.brand)) return false;
    if (band) {
      const cents = dollarsToCents(p.price.retail);
      if (band.min !== null && cents < band.min) return false;
      if (band.max !== null && cents >= band.max) return false;
    }
    return true;
  });
}

/** The brands of a list, sorted, without repeats. */
export function tireBrands(list: readonly TireProduct[]): string[] {
  return [...new Set(list.map((p) => p.brand))].sort(compareNames);
}

/** Units in stock, local + localPlus (D-47), never negative. */
export function tireStock(p: TireProduct): number {
  const n = (v: number | null | undefined) => (v && v > 0 ? Math.floor(v) : 0);
  return n(p.availability?.local) + n(p.availability?.localPlus);
}
