import { formatMoney, formatPrice } from '../../domain/money';
import type { SummaryTexts } from './summary-texts';

export interface PriceLineItem {
  id: string;
  label: string;
  cents: number;
  detail?: string;
}

export interface PriceLinesViewProps {
  lines: readonly PriceLineItem[];
  totalCents: number;
  /** Prices hidden (H-08, the flow's `prices` part): no figures at all. */
  hidden: boolean;
  /** The total's label; the texts' `total` when absent. */
  totalLabel?: string;
  /** The flow's texts (`summaryTexts(text)`). */
  texts: Pick<SummaryTexts, 'total' | 'pricesHidden'>;
}

/** Totals line by line (decisions.md "Money"): each line, then the total; discounts shown negative. */
export function PriceLinesView({ lines, totalCents, hidden, totalLabel, texts }: PriceLinesViewProps) {
  if (hidden) return <p className="price-lines__hidden">{texts.pricesHidden}</p>;
  return (
    <dl className="price-lines">
      {lines.map((line) => (
        <div key={line.id} className={`price-lines__row price-lines__row--${line.id}`}>
          <dt>
            {line.label}
            {line.detail ? <span className="price-lines__detail"> ({line.detail})</span> : null}
          </dt>
          <dd>{formatMoney(line.cents)}</dd>
        </div>
      ))}
      <div className="price-lines__row price-lines__row--total">
        <dt>{totalLabel ?? texts.total}</dt>
        <dd>{formatPrice(totalCents)}</dd>
      </div>
    </dl>
  );
}
