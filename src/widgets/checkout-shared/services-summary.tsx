import { formatPrice } from '../../domain/money';
import type { SummaryTexts } from './summary-texts';

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
  /** Prices hidden (H-08, the flow's `prices` part). */
  pricesHidden: boolean;
  /** Quantities shown (the flow's `quantity` part). */
  showQuantity: boolean;
  headingLevel?: 2 | 3;
  /** The flow's texts (`summaryTexts(text)`). */
  texts: Pick<SummaryTexts, 'services' | 'noServices'>;
}

/** The services of the booking with their prices (hidden when the provider hides prices, H-08). */
export function ServicesSummary({ lines, pricesHidden, showQuantity, headingLevel = 2, texts }: ServicesSummaryProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="review-section services-summary" aria-label={texts.services}>
      <H className="review-section__title">{texts.services}</H>
      {lines.length === 0 ? <p>{texts.noServices}</p> : null}
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
