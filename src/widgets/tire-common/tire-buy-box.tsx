import { useId, useState } from 'react';
import { clampTireProductQuantity } from '../../domain/tire-quantity';
import type { TireProductText } from './tire-messages';
import type { TireProductCardData } from './tire-product-data';

/** Where the order of one tire product stands. */
export interface TireOrder {
  /** The quantity to preselect (the booking's tire count), clamped to 1..max. */
  preferred: number;
  /** Tires of this product already in the cart, or null. */
  inCartQuantity: number | null;
  /** Reason the product cannot be ordered online (no new-tires service in the price list), or null. */
  cannotOrder: string | null;
}

export interface TireBuyBoxProps {
  /** The product's name, stock (local + localPlus, D-47) and largest orderable quantity (at most 4; 0 = out of stock). */
  product: Pick<TireProductCardData, 'name' | 'stock' | 'max'>;
  order: TireOrder;
  text: TireProductText;
  disabled?: boolean;
  onAdd: (quantity: number) => void;
}

const fill = (t: string, count: number) => t.replace('{count}', String(count));

/**
 * Quantity (1..max, D-47) and Add to cart for one tire product; shared by the list and the detail page. The
 * quantity starts again from the cart's whenever that changes.
 */
export function TireBuyBox(props: TireBuyBoxProps) {
  return <BuyBox key={props.order.inCartQuantity ?? 'none'} {...props} />;
}

function BuyBox({ product, order, text, disabled, onAdd }: TireBuyBoxProps) {
  const { preferred, inCartQuantity, cannotOrder } = order;
  const { name: productName, stock, max } = product;
  const selectId = useId();
  const [quantity, setQuantity] = useState(() => inCartQuantity ?? clampTireProductQuantity(preferred, { local: max, localPlus: 0 }));
  const out = max === 0;
  const inactive = out || !!disabled || cannotOrder !== null;
  return (
    <div className="tire-product__buy">
      <p className={`tire-product__stock${out ? ' is-out' : ''}`}>{out ? text('tire-out-of-stock') : fill(text('tire-stock'), stock)}</p>
      {!out ? (
        <>
          <label htmlFor={selectId}>
            {text('tire-quantity')}
            {' '}
            <span className="tires-vh">{productName}</span>
          </label>
          <select id={selectId} value={Math.min(quantity, max)} onChange={(e) => setQuantity(Number(e.target.value))}>
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {inCartQuantity !== null ? <p className="tire-card__in-cart">{fill(text('tire-in-cart'), inCartQuantity)}</p> : null}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        onClick={() => {
          if (!inactive) onAdd(Math.min(quantity, max));
        }}
      >
        {inCartQuantity !== null ? text('tire-update') : text('tire-add')}
        {' '}
        <span className="tires-vh">{productName}</span>
      </button>
      {cannotOrder && !out ? <p className="tires-note">{cannotOrder}</p> : null}
    </div>
  );
}
