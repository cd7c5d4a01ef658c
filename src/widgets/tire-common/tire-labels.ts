/** Labels shared by the new-tires list and the tire detail page (both steps define these message keys). */
import type { TireBuyLabels } from './tire-buy-box';
import type { TireRatingLabels } from './tire-product-data';

export function tireBuyLabels(text: (key: string) => string): TireBuyLabels {
  return {
    quantity: text('tire-quantity'),
    add: text('tire-add'),
    update: text('tire-update'),
    inCart: text('tire-in-cart'),
    outOfStock: text('tire-out-of-stock'),
    stock: text('tire-stock'),
  };
}

export function tireRatingLabels(text: (key: string) => string): TireRatingLabels {
  return { treadwear: text('sort-treadwear'), traction: text('sort-traction'), warranty: text('sort-warranty'), miles: text('tire-miles') };
}
