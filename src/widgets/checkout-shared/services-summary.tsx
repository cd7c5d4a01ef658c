import { formatPrice } from '../../domain/money';

export interface ServiceSummaryLine {
  key: string;
  name: string;
  quantity: number;
  cents: number;
  /** booking_message_1 / booking_message_2 of the offering. */
  notes?: readonly string[];
}

export interface ServicesSummaryProps {
  lines: readonly ServiceSummaryLine[];
  pricesHidden: boolean;
  showQuantity: boolean;
  headingLevel?: 2 | 3;
}

/** The services of the booking with their prices (hidden when the provider hides prices, H-08). */
export function ServicesSummary({ lines, pricesHidden, showQuantity, headingLevel = 2 }: ServicesSummaryProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="review-section services-summary" aria-label="Services">
      <H className="review-section__title">Services</H>
      {lines.length === 0 ? <p>No services selected.</p> : null}
      <ul className="services-summary__list">
        {lines.map((l) => (
          <li key={l.key} className="services-summary__line">
            <span className="services-summary__name">
              {l.name}
              {showQuantity && l.quantity > 1 ? <span className="services-summary__qty"> × {l.quantity}</span> : null}
            </span>
            {pricesHidden ? null : <span className="services-summary__price">{formatPrice(l.cents)}</span>}
            {l.notes?.map((n) => (
              <span key={n} className="services-summary__note">
                {n}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
