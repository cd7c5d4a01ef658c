import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { MAX_SERVICE_QUANTITY, MIN_SERVICE_QUANTITY } from '../../domain/cart';
import { formatMoney, formatPrice } from '../../domain/money';
import { offeringName } from '../shared/offering-to-cart-line';
import type { ServicePickerText } from './service-messages';

export interface ServiceOptionProps {
  offering: ServiceOffering;
  selected: boolean;
  /** Included with every mechanical service: shown selected, cannot be toggled (D-55). */
  locked: boolean;
  /** Unit price in cents as shown (packages at 80 % with a referral, D-15); null hides prices. */
  priceCents: number | null;
  /** The normal price when a discount applies (struck through). */
  originalCents: number | null;
  /** Quantity of the selected line; null hides the quantity control (OPEN-61). */
  quantity: number | null;
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  /** Opens the issue description again (the Other service, when selected). */
  onEditDescription?: () => void;
  text: ServicePickerText;
}

const QUANTITIES = Array.from({ length: MAX_SERVICE_QUANTITY - MIN_SERVICE_QUANTITY + 1 }, (_, i) => MIN_SERVICE_QUANTITY + i);

/** One selectable service: a labelled checkbox with its price, subtitle and bullets; quantity 1–6 when shown. */
export function ServiceOption({ offering, selected, locked, priceCents, originalCents, quantity, onToggle, onQuantity, onEditDescription, text }: ServiceOptionProps) {
  const id = useId();
  const name = offeringName(offering);
  const detailsId = `${id}-details`;
  const bullets = offering.card_bullet_points ?? [];
  return (
    <li className={`service-option${selected ? ' is-selected' : ''}${offering.display_emphasize ? ' is-emphasized' : ''}`}>
      <div className="service-option__main">
        <input
          id={id}
          type="checkbox"
          className="service-option__check"
          checked={selected || locked}
          disabled={locked}
          aria-describedby={detailsId}
          onChange={onToggle}
        />
        <label htmlFor={id} className="service-option__name">
          {name}
          {offering.display_superscript ? <span className="service-option__badge">{offering.display_superscript}</span> : null}
        </label>
        {priceCents !== null ? (
          <span className="service-option__price">
            {originalCents !== null ? (
              <s className="service-option__was" aria-label={text('price-was', { price: formatMoney(originalCents) })}>
                {formatMoney(originalCents)}
              </s>
            ) : null}{' '}
            {formatPrice(priceCents)}
          </span>
        ) : null}
      </div>
      <div id={detailsId} className="service-option__details">
        {locked ? <p className="service-option__locked">{text('service-included')}</p> : null}
        {offering.subtitle ? <p className="service-option__subtitle">{offering.subtitle}</p> : null}
        {bullets.length > 0 ? (
          <ul className="service-option__bullets">
            {bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        ) : null}
        {offering.booking_message_1 ? <p className="service-option__note">{offering.booking_message_1}</p> : null}
      </div>
      {selected && (quantity !== null || onEditDescription) ? (
        <div className="service-option__extras">
          {quantity !== null ? (
            <label className="service-option__quantity">
              <span>{text('tire-quantity')}</span>
              <select value={quantity} onChange={(e) => onQuantity(Number(e.target.value))} aria-label={text('service-quantity-of', { name })}>
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {onEditDescription ? (
            <button type="button" className="button button--secondary button--small" onClick={onEditDescription}>
              {text('edit-issue-description')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
