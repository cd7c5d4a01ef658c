import { useId } from 'react';
import '../tire-common/tires.css';
import { TireBuyBox, type TireBuyLabels } from '../tire-common/tire-buy-box';
import { TireImage } from '../tire-common/tire-image';
import type { TireProductCardData, TireRating } from '../tire-common/tire-product-data';

export interface TireDetailLabels {
  loading: string;
  notFound: string;
  back: string;
  perTire: string;
  specs: string;
  size: string;
  productNumber: string;
  oe: string;
  oeNone: string;
  availability: string;
  stockLocal: string;
  stockLocalPlus: string;
  buy: TireBuyLabels;
}

export interface TireDetailInfo {
  card: TireProductCardData;
  size: string;
  /** Every rating of productSpec, labelled. */
  specs: readonly TireRating[];
  oeMakes: readonly string[];
  local: number;
  localPlus: number;
}

export interface TireDetailViewProps {
  status: 'loading' | 'notFound' | 'ready';
  info: TireDetailInfo | null;
  labels: TireDetailLabels;
  preferredQuantity: number;
  inCartQuantity: number | null;
  cannotOrder: string | null;
  busy?: boolean;
  addPending?: boolean;
  onAdd: (quantity: number) => void;
  onBack: () => void;
}

/**
 * One tire (/pricing/tireDetail, D-51; content chosen, OPEN-30): photo, brand and style, price, the
 * full specifications, the makes it is original equipment on, availability by warehouse, add to cart, back.
 */
export function TireDetailView(props: TireDetailViewProps) {
  const { labels, info } = props;
  const titleId = useId();
  const back = (
    <button type="button" className="button button--secondary" onClick={props.onBack} aria-disabled={props.busy || undefined}>
      {labels.back}
    </button>
  );
  if (props.status === 'loading') {
    return (
      <p className="widget-loading" role="status">
        {labels.loading}
      </p>
    );
  }
  if (props.status === 'notFound' || !info) {
    return (
      <div className="tire-products">
        <p className="tires-alert" role="status">
          {labels.notFound}
        </p>
        {back}
      </div>
    );
  }
  const { card } = info;
  return (
    <article className="tire-detail" aria-labelledby={titleId}>
      <TireImage src={card.image} className="tire-detail__image" />
      <div>
        <p className="tire-product__brand">{card.brand}</p>
        <h1 id={titleId} className="widget-heading__title">
          {card.name}
        </h1>
        {card.priceText ? (
          <p className="tire-product__price">
            {card.priceText} <span className="tire-card__unit">{labels.perTire}</span>
          </p>
        ) : null}
        <TireBuyBox
          key={props.inCartQuantity ?? 'none'}
          productName={card.name}
          stock={card.stock}
          max={card.max}
          preferred={props.preferredQuantity}
          inCartQuantity={props.inCartQuantity}
          cannotOrder={props.cannotOrder}
          labels={labels.buy}
          disabled={props.busy || props.addPending}
          onAdd={props.onAdd}
        />
        <h2>{labels.specs}</h2>
        <SpecList rows={[{ label: labels.size, value: info.size }, ...info.specs, { label: labels.productNumber, value: card.id }]} />
        <h2>{labels.oe}</h2>
        {info.oeMakes.length > 0 ? <p>{info.oeMakes.join(', ')}</p> : <p className="tires-note">{labels.oeNone}</p>}
        <h2>{labels.availability}</h2>
        <SpecList
          rows={[
            { label: labels.stockLocal, value: String(info.local) },
            { label: labels.stockLocalPlus, value: String(info.localPlus) },
          ]}
        />
        <p>{back}</p>
      </div>
    </article>
  );
}

function SpecList({ rows }: { rows: readonly TireRating[] }) {
  return (
    <dl className="tire-detail__specs">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
