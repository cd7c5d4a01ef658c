import { useId } from 'react';
import { TireBuyBox, type TireOrder } from '../tire-common/tire-buy-box';
import type { MessageText, tireProductsMessages } from '../tire-common/tire-messages';
import { TireImage } from '../tire-common/tire-image';
import { TireTitle } from '../tire-common/tire-title';
import type { TireProductCardData } from '../tire-common/tire-product-data';

export interface TireProductCardProps {
  product: TireProductCardData;
  text: MessageText<typeof tireProductsMessages>;
  order: TireOrder;
  disabled?: boolean;
  onAdd: (id: string, quantity: number) => void;
  onView: (id: string) => void;
}

/** One tire product (D-41, D-52): brand, style, image, price, ratings, quantity and add to cart, details. */
export function TireProductCard(props: TireProductCardProps) {
  const { product: p } = props;
  const titleId = useId();
  return (
    <li className={`tire-product${props.order.inCartQuantity !== null ? ' is-selected' : ''}`} aria-labelledby={titleId} data-testid={`tire-product-${p.id}`}>
      <TireImage src={p.image} className="tire-product__image" />
      <div>
        <TireTitle product={p} id={titleId} heading="h2" className="tire-product__title" text={props.text} />
        {p.ratings.length > 0 ? (
          <dl className="tire-product__ratings">
            {p.ratings.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="tire-product__actions">
          <button type="button" className="button button--secondary" onClick={() => props.onView(p.id)}>
            {props.text('tire-details')}
            {' '}
            <span className="tires-vh">{p.name}</span>
          </button>
        </div>
      </div>
      <TireBuyBox product={p} order={props.order} text={props.text} disabled={props.disabled} onAdd={(q) => props.onAdd(p.id, q)} />
    </li>
  );
}
