import { formatMoney } from '../../domain/money';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import { ServicesSummary } from '../checkout-shared/services-summary';
import { summaryTexts } from '../checkout-shared/summary-texts';
import { textOfTexts, type AppointmentTexts } from './appointment-messages';
import type { AppointmentModel } from './appointment-model';

export interface AppointmentSummaryProps {
  texts: AppointmentTexts;
  model: AppointmentModel;
}

/**
 * L-37: the appointment summary — its status (cancelled after a cancel, L-53), vehicle, date and time window
 * in the service location's zone, place, billed services and the stored totals in cents with what was paid.
 */
export function AppointmentSummary({ texts, model }: AppointmentSummaryProps) {
  const summary = summaryTexts(textOfTexts(texts));
  return (
    <div className="appointment-page__column">
      <p className="appointment-page__status">
        {texts['appt-status']}:{' '}
        <span className={`appointment-page__status-value${model.cancelled ? ' appointment-page__status-value--cancelled' : ''}`}>{model.status}</span>
      </p>
      <AppointmentDetails {...model.facts} noDateText={texts['date-not-set']} texts={summary} />
      <ServicesSummary lines={model.services} pricesHidden={false} showQuantity texts={summary} />
      <section className="review-section" aria-label={texts['appt-totals']}>
        <h2 className="review-section__title">{texts['appt-totals']}</h2>
        <PriceLinesView lines={model.priceLines} totalCents={model.totalCents} hidden={false} texts={summary} />
        {model.paidCents > 0 ? (
          <dl className="price-lines">
            <div className="price-lines__row">
              <dt>{texts['appt-paid-label']}</dt>
              <dd>{formatMoney(model.paidCents)}</dd>
            </div>
          </dl>
        ) : null}
      </section>
    </div>
  );
}
