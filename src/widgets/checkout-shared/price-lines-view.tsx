import { formatMoney, formatPrice } from '../../domain/money';

export interface PriceLineItem {
  id: string;
  label: string;
  cents: number;
  detail?: string;
}

export interface PriceLinesViewProps {
  lines: readonly PriceLineItem[];
  totalCents: number;
  /** is_hiding_price_in_booking (H-08): no figures at all. */
  hidden: boolean;
  totalLabel?: string;
}

/** Totals line by line (decisions.md "Money"): each line, then the total; discounts shown negative. */
export function PriceLinesView({ lines, totalCents, hidden, totalLabel = 'Total' }: PriceLinesViewProps) {
  if (hidden) return <p className="price-lines__hidden">Your technician will confirm the price of your services.</p>;
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
        <dt>{totalLabel}</dt>
        <dd>{formatPrice(totalCents)}</dd>
      </div>
    </dl>
  );
}
