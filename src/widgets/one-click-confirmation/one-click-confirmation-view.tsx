import type { LastBooking } from '../../booking/booking-state';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { savedBookingFacts } from '../checkout-shared/saved-booking-facts';
import { ServicesSummary } from '../checkout-shared/services-summary';
import type { SummaryTexts } from '../checkout-shared/summary-texts';
import '../checkout-shared/checkout.css';
import '../checkout-shared/reschedule-link.css';

/** What the card shows: the new date and window in the service location's zone, the place, vehicle and services. */
export interface OneClickAppointment {
  /** `YYYY-MM-DD` and `HH:mm` in `timeZone`. */
  date: string;
  arrival: string | null;
  departure: string | null;
  timeZone: string;
  place: LastBooking['place'] | null;
  vehicle: string | null;
  services: readonly { name: string; quantity: number }[];
}

export interface OneClickConfirmationViewProps {
  /** ready: the card; loading: details are fetched again; error: they could not be; empty: nothing was confirmed in this tab. */
  status: 'ready' | 'loading' | 'error' | 'empty';
  title: string;
  /** The line under the title (ready), or the status text (loading, error, empty). */
  message: string;
  appointment: OneClickAppointment | null;
  accountLabel: string;
  /** The appointment's heading ("Your appointment"). */
  appointmentTitle: string;
  /** The summary parts' words. */
  summaryTexts: SummaryTexts;
}

/** The one-click confirmation card (I-15, I-16). */
export function OneClickConfirmationView({ status, title, message, appointment, accountLabel, appointmentTitle, summaryTexts }: OneClickConfirmationViewProps) {
  const account = (
    <div className="link-screen__actions">
      <a className={`button ${status === 'ready' ? 'button--primary' : 'button--secondary'}`} href="/account">
        {accountLabel}
      </a>
    </div>
  );
  if (status !== 'ready' || !appointment) {
    return (
      <div className="link-screen">
        <h1 className="one-click-card__title">{title}</h1>
        {status === 'loading' ? (
          <p className="link-screen__status" role="status">
            <span className="link-screen__spinner" aria-hidden="true" />
            {message}
          </p>
        ) : (
          <div className={status === 'error' ? 'link-screen__error' : 'link-screen__status'} role={status === 'error' ? 'alert' : undefined}>
            <p>{message}</p>
          </div>
        )}
        {status === 'loading' ? null : account}
      </div>
    );
  }
  return (
    <div className="link-screen one-click-card">
      <header className="one-click-card__header">
        <span className="one-click-card__check" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1 className="one-click-card__title">{title}</h1>
          <p className="one-click-card__intro">{message}</p>
        </div>
      </header>
      <AppointmentDetails {...savedBookingFacts(appointment)} title={appointmentTitle} noDateText="" texts={summaryTexts} />
      <ServicesSummary
        lines={appointment.services.map((s, i) => ({ key: `${i}`, name: s.name, quantity: s.quantity, cents: 0 }))}
        pricesHidden
        showQuantity
        texts={summaryTexts}
      />
      {account}
    </div>
  );
}
