import { useId, useState } from 'react';
import { clampTireProductQuantity } from '../../domain/tire-quantity';

export interface TireBuyLabels {
  quantity: string;
  add: string;
  update: string;
  /** "In your cart: {count}" */
  inCart: string;
  outOfStock: string;
  /** "{count} in stock" */
  stock: string;
}

export interface TireBuyBoxProps {
  productName: string;
  /** local + localPlus availability (D-47). */
  stock: number;
  /** Largest orderable quantity: the stock, at most 4 (D-47); 0 = out of stock. */
  max: number;
  /** The quantity to preselect (the booking's tire count), clamped to 1..max. */
  preferred: number;
  /** Tires of this product already in the cart, or null. */
  inCartQuantity: number | null;
  /** Reason the product cannot be ordered online (no new-tires service in the price list), or null. */
  cannotOrder: string | null;
  labels: TireBuyLabels;
  disabled?: boolean;
  onAdd: (quantity: number) => void;
}

const fill = (t: string, count: number) => t.replace('{count}', String(count));

/** Quantity (1..max, D-47) and Add to cart for one tire product; shared by the list and the detail page. */
export function TireBuyBox({ productName, stock, max, preferred, inCartQuantity, cannotOrder, labels, disabled, onAdd }: TireBuyBoxProps) {
  const selectId = useId();
  const [quantity, setQuantity] = useState(() => inCartQuantity ?? clampTireProductQuantity(preferred, { local: max, localPlus: 0 }));
  const out = max === 0;
  const inactive = out || !!disabled || cannotOrder !== null;
  return (
    <div className="tire-product__buy">
      <p className={`tire-product__stock${out ? ' is-out' : ''}`}>{out ? labels.outOfStock : fill(labels.stock, stock)}</p>
      {!out ? (
        <>
          <label htmlFor={selectId}>
            {labels.quantity}
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
      {inCartQuantity !== null ? <p className="tire-card__in-cart">{fill(labels.inCart, inCartQuantity)}</p> : null}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        onClick={() => {
          if (!inactive) onAdd(Math.min(quantity, max));
        }}
      >
        {inCartQuantity !== null ? labels.update : labels.add}
        {' '}
        <span className="tires-vh">{productName}</span>
      </button>
      {cannotOrder && !out ? <p className="tires-note">{cannotOrder}</p> : null}
    </div>
  );
}
