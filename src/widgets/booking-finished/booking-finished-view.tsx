import type { LastBooking } from '../../booking/booking-state';
import { AppointmentDetails, type AppointmentPlace } from '../checkout-shared/appointment-details';
import { ServicesSummary } from '../checkout-shared/services-summary';
import { PriceLinesView } from '../checkout-shared/price-lines-view';

export interface BookingFinishedViewProps {
  /** The three steps (H-38). */
  steps: readonly string[];
  booking: LastBooking | null;
  noDateText: string;
  /** config.client_url when has_home_button_after_booking (H-39); null hides the button. */
  homeUrl: string | null;
  onBookAnother: () => void;
  busy: boolean;
}

function placeOf(p: LastBooking['place']): AppointmentPlace {
  if (p.kind === 'home') return { kind: 'home', name: p.address };
  if (p.kind === 'workplace') return { kind: 'workplace', name: p.locationName, keyoskName: p.keyoskName, parkingName: p.parkingName };
  return { kind: 'shop', name: p.locationName, address: p.address };
}

/** Thank You (H-38..H-44): what happens next, the buttons, and the summary of the booking made. */
export function BookingFinishedView({ steps, booking, noDateText, homeUrl, onBookAnother, busy }: BookingFinishedViewProps) {
  const c = booking?.customer;
  return (
    <div className="booking-finished">
      <section className="review-section" aria-labelledby="finished-next">
        <h2 id="finished-next" className="review-section__title">
          What happens next
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
            Home
          </a>
        ) : null}
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && onBookAnother()}>
          Book another service
        </button>
      </div>
      {booking && c ? (
        <section className="booking-finished__summary" aria-labelledby="finished-summary">
          <h2 id="finished-summary">Your appointment</h2>
          <section className="review-section" aria-label="Customer information">
            <h3 className="review-section__title">Customer information</h3>
            <dl className="summary-list">
              <div>
                <dt>Name</dt>
                <dd>
                  {c.firstName} {c.lastName}
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{c.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{c.phone}</dd>
              </div>
            </dl>
          </section>
          <AppointmentDetails
            headingLevel={3}
            date={booking.date}
            start={booking.arrival}
            end={booking.departure}
            timeZone={booking.timeZone}
            noDateText={noDateText}
            place={placeOf(booking.place)}
            vehicle={booking.vehicle}
          />
          <ServicesSummary headingLevel={3} lines={booking.services.map((s, i) => ({ key: `${i}`, ...s }))} pricesHidden={booking.pricesHidden} showQuantity />
          <section className="review-section" aria-label="Cost summary">
            <h3 className="review-section__title">Cost summary</h3>
            <PriceLinesView lines={booking.costs} totalCents={booking.totalCents} hidden={booking.pricesHidden} />
          </section>
        </section>
      ) : null}
    </div>
  );
}
