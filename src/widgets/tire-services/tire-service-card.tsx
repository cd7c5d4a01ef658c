import { useId } from 'react';
import type { TireServicesText } from '../tire-common/tire-messages';

/** What one tire service card shows (plain data, so stories need no network). */
export interface TireServiceCardData {
  id: number;
  name: string;
  subtitle?: string | null;
  blurb?: string | null;
  bullets?: readonly string[];
  /** Formatted unit price, or null when prices are hidden (D-36, H-08). */
  priceText: string | null;
  perTire: boolean;
  selected: boolean;
  /** Tires in the cart for a selected per-tire line (D-50). */
  quantity: number | null;
}

/** One tire service: name, description, price, and a Select / Remove button. */
export function TireServiceCard({ card, text, disabled, onPick }: { card: TireServiceCardData; text: TireServicesText; disabled?: boolean; onPick: (id: number) => void }) {
  const titleId = useId();
  return (
    <li className={`tire-card${card.selected ? ' is-selected' : ''}`} aria-labelledby={titleId} data-testid={`tire-service-${card.id}`}>
      <h2 id={titleId} className="tire-card__title">
        {card.name}
      </h2>
      {card.subtitle ? <p className="tire-card__subtitle">{card.subtitle}</p> : null}
      {card.blurb ? <p className="tire-card__blurb">{card.blurb}</p> : null}
      {card.bullets && card.bullets.length > 0 ? (
        <ul className="tire-card__bullets">
          {card.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      <div className="tire-card__footer">
        {card.priceText ? (
          <p className="tire-card__price">
            {card.priceText}
            {card.perTire ? <span className="tire-card__unit"> {text('per-tire')}</span> : null}
          </p>
        ) : null}
        {card.selected ? (
          <p className="tire-card__in-cart">
            {text('in-cart')}
            {card.quantity !== null ? ` × ${card.quantity}` : ''}
          </p>
        ) : null}
        <button
          type="button"
          className={`button ${card.selected ? 'button--secondary' : 'button--primary'}`}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onPick(card.id);
          }}
        >
          {card.selected ? text('remove-service') : text('select-service')}
          {' '}
          <span className="tires-vh">{card.name}</span>
        </button>
      </div>
    </li>
  );
}
