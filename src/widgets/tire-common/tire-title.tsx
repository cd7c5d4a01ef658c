import type { TireProductText } from './tire-messages';
import type { TireProductCardData } from './tire-product-data';

export interface TireTitleProps {
  product: Pick<TireProductCardData, 'brand' | 'name' | 'priceText'>;
  /** The heading's id (the card or page is labelled by it), its level and class. */
  id: string;
  heading: 'h1' | 'h2';
  className: string;
  text: TireProductText;
}

/** A tire's brand over its name (the heading), then its price per tire: the list's cards and the detail page alike. */
export function TireTitle({ product, id, heading: H, className, text }: TireTitleProps) {
  return (
    <>
      <p className="tire-product__brand">{product.brand}</p>
      <H id={id} className={className}>
        {product.name}
      </H>
      <TirePrice priceText={product.priceText} text={text} />
    </>
  );
}

/** A tire's price per tire ("$189.99 per tire"), or nothing while prices are hidden (H-08). */
function TirePrice({ priceText, text }: { priceText: string | null; text: TireProductText }) {
  if (!priceText) return null;
  return (
    <p className="tire-product__price">
      {priceText} <span className="tire-card__unit">{text('per-tire')}</span>
    </p>
  );
}
