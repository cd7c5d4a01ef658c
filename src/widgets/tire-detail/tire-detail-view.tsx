import { useId } from 'react';
import '../tire-common/tires.css';
import { TireBuyBox, type TireOrder } from '../tire-common/tire-buy-box';
import type { MessageText, tireDetailMessages } from '../tire-common/tire-messages';
import { TireImage } from '../tire-common/tire-image';
import { TireTitle } from '../tire-common/tire-title';
import type { TireProductCardData, TireRating } from '../tire-common/tire-product-data';
import { LoadingNotice } from '../../ui/loading-notice';

interface TireDetailInfo {
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
  text: MessageText<typeof tireDetailMessages>;
  order: TireOrder;
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
  const { text, info } = props;
  const titleId = useId();
  const back = (
    <button type="button" className="button button--secondary" onClick={props.onBack} aria-disabled={props.busy || undefined}>
      {text('tire-detail-back')}
    </button>
  );
  if (props.status === 'loading') {
    return <LoadingNotice>{text('tire-detail-loading')}</LoadingNotice>;
  }
  if (props.status === 'notFound' || !info) {
    return (
      <div className="tire-products">
        <p className="tires-alert" role="status">
          {text('tire-not-found')}
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
        <TireTitle product={card} id={titleId} heading="h1" className="widget-heading__title" text={text} />
        <TireBuyBox product={card} order={props.order} text={text} disabled={props.busy || props.addPending} onAdd={props.onAdd} />
        <h2>{text('tire-specs')}</h2>
        <SpecList rows={[{ label: text('tire-size-label'), value: info.size }, ...info.specs, { label: text('tire-product-number'), value: card.id }]} />
        <h2>{text('tire-oe')}</h2>
        {info.oeMakes.length > 0 ? <p>{info.oeMakes.join(', ')}</p> : <p className="tires-note">{text('tire-oe-none')}</p>}
        <h2>{text('tire-availability')}</h2>
        <SpecList
          rows={[
            { label: text('tire-stock-local'), value: String(info.local) },
            { label: text('tire-stock-local-plus'), value: String(info.localPlus) },
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
