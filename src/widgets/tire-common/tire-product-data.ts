/** How a tire product is shown (list card and detail page). Pure. */
import type { TireProduct } from '../../api';
import { safeUrl } from '../../domain/safe-url';
import { dollarsToCents, formatMoney } from '../../domain/money';
import { maxTireProductQuantity } from '../../domain/tire-quantity';
import { tireStock, tractionOf, treadwearOf, warrantyMilesOf } from './tire-catalog';
import { tireProductName } from './tire-offerings';
import type { MessageText, TireProductText, tireDetailMessages } from './tire-messages';

export interface TireRating {
  label: string;
  value: string;
}

export interface TireProductCardData {
  id: string;
  brand: string;
  style: string;
  name: string;
  /** A safe image URL (http(s) or a same-origin path), or null. */
  image: string | null;
  /** Retail price per tire, or null when prices are hidden. */
  priceText: string | null;
  ratings: TireRating[];
  stock: number;
  max: number;
}

const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The ratings a shopper compares: tread wear, traction, warranty (those present). */
function tireRatings(p: TireProduct, text: TireProductText): TireRating[] {
  const out: TireRating[] = [];
  const tread = treadwearOf(p);
  if (tread !== null) out.push({ label: text('sort-treadwear'), value: String(tread) });
  const traction = tractionOf(p);
  if (traction) out.push({ label: text('sort-traction'), value: traction });
  const miles = warrantyMilesOf(p);
  if (miles !== null) out.push({ label: text('sort-warranty'), value: text('tire-miles').replace('{miles}', grouped(miles)) });
  return out;
}

export function tireCardData(p: TireProduct, text: TireProductText, hidePrices: boolean): TireProductCardData {
  return {
    id: p.ATDProductNumber,
    brand: p.brand,
    style: p.style ?? '',
    name: tireProductName(p),
    image: safeUrl(p.images?.large, ['http:', 'https:'], true),
    priceText: hidePrices ? null : formatMoney(dollarsToCents(p.price.retail)),
    ratings: tireRatings(p, text),
    stock: tireStock(p),
    max: maxTireProductQuantity(p.availability),
  };
}

/** The message key of each productSpec rating the detail page names in the flow's words. */
const SPEC_LABELS = {
  season: 'tire-spec-season',
  temperature: 'tire-spec-temperature',
  loadIndex: 'tire-spec-load-index',
  speedRating: 'tire-spec-speed-rating',
} as const satisfies Readonly<Record<string, (typeof tireDetailMessages)[number]>>;

const isNamedSpec = (key: string): key is keyof typeof SPEC_LABELS => Object.prototype.hasOwnProperty.call(SPEC_LABELS, key);

/** "runFlat" / "run_flat" → "Run flat". */
function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every rating of productSpec as label/value rows for the detail page (OPEN-30): the compared
 * ratings first (tread wear, traction, warranty), then the rest in the catalogue's order.
 */
export function tireSpecRows(p: TireProduct, text: MessageText<typeof tireDetailMessages>): TireRating[] {
  const rows = tireRatings(p, text);
  for (const [key, value] of Object.entries(p.productSpec ?? {})) {
    if (key === 'treadwear' || key === 'traction' || key === 'warrantyMiles' || value === null || value === '') continue;
    const shown = typeof value === 'boolean' ? text(value ? 'tire-spec-yes' : 'tire-spec-no') : String(value);
    rows.push({ label: isNamedSpec(key) ? text(SPEC_LABELS[key]) : humanize(key), value: shown });
  }
  return rows;
}
