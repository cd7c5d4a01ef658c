import type { LastBooking } from '../../booking/booking-state';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { savedBookingFacts } from '../checkout-shared/saved-booking-facts';
import { ServicesSummary } from '../checkout-shared/services-summary';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import type { SummaryTexts } from '../checkout-shared/summary-texts';

/** The page's own texts (the finished step's messages: `finishedTexts(text)` in booking-finished.tsx). */
export interface FinishedTexts {
  nextTitle: string;
  home: string;
  bookAnother: string;
  summaryTitle: string;
  customerInfo: string;
  name: string;
  email: string;
  phone: string;
  costSummary: string;
  summary: SummaryTexts;
}

export interface BookingFinishedViewProps {
  /** The three steps (H-38). */
  steps: readonly string[];
  booking: LastBooking | null;
  noDateText: string;
  /** The provider's client_url (content) when the flow shows the Home button (H-39: the `homeButton` part); null hides it. */
  homeUrl: string | null;
  onBookAnother: () => void;
  busy: boolean;
  /** Quantities of the services shown (the flow's `quantity` part, as on the review). */
  showQuantity: boolean;
  texts: FinishedTexts;
}

/** Thank You (H-38..H-44): what happens next, the buttons, and the summary of the booking made. */
export function BookingFinishedView({ steps, booking, noDateText, homeUrl, onBookAnother, busy, showQuantity, texts: t }: BookingFinishedViewProps) {
  const c = booking?.customer;
  const summary = t.summary;
  return (
    <div className="booking-finished">
      <section className="review-section" aria-labelledby="finished-next">
        <h2 id="finished-next" className="review-section__title">
          {t.nextTitle}
        </h2>
        <ol className="booking-finished__steps">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      <div className="booking-finished__actions">
        {homeUrl ? (
          <a className="button button--secondary" href={homeUrl}>
            {t.home}
          </a>
        ) : null}
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && onBookAnother()}>
          {t.bookAnother}
        </button>
      </div>
      {booking && c ? (
        <section className="booking-finished__summary" aria-labelledby="finished-summary">
          <h2 id="finished-summary">{t.summaryTitle}</h2>
          <section className="review-section" aria-label={t.customerInfo}>
            <h3 className="review-section__title">{t.customerInfo}</h3>
            <dl className="summary-list">
              <div>
                <dt>{t.name}</dt>
                <dd>
                  {c.firstName} {c.lastName}
                </dd>
              </div>
              <div>
                <dt>{t.email}</dt>
                <dd>{c.email}</dd>
              </div>
              <div>
                <dt>{t.phone}</dt>
                <dd>{c.phone}</dd>
              </div>
            </dl>
          </section>
          <AppointmentDetails {...savedBookingFacts(booking)} headingLevel={3} noDateText={noDateText} texts={summary} />
          <ServicesSummary headingLevel={3} lines={booking.services.map((s, i) => ({ key: `${i}`, ...s }))} pricesHidden={booking.pricesHidden} showQuantity={showQuantity} texts={summary} />
          <section className="review-section" aria-label={t.costSummary}>
            <h3 className="review-section__title">{t.costSummary}</h3>
            <PriceLinesView lines={booking.costs} totalCents={booking.totalCents} hidden={booking.pricesHidden} texts={summary} />
          </section>
        </section>
      ) : null}
    </div>
  );
}
