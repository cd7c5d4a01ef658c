/**
 * Thank You (H-37..H-44): the three next steps, Home (where the flow shows it: the `homeButton` part, to the
 * provider's client_url) and Book another service, and
 * the summary of the booking just made (booking.lastBooking, written by the review step). After 2 s the
 * cart and the draft values are cleared (H-37); the summary stays. The booking's personal data is kept in
 * memory only from here on: the tab's saved copy holds none of it (issue 15), until Book another service
 * starts a new booking.
 */
import { useEffect } from 'react';
import { safeUrl } from '../../domain/safe-url';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { bookingFinishedSpec } from './booking-finished.options';
import { useBooking } from '../../booking/use-booking';
import { formatPhoneMask } from '../../domain/validate-phone';
import { BookingFinishedView } from './booking-finished-view';
import { finishedTexts } from './finished-texts';
import '../checkout-shared/checkout.css';

/** H-37: how long the finished page waits before clearing the cart and drafts. */
export const CLEAR_AFTER_MS = 2000;

export default function BookingFinished({ parts, text, values, send, dispatch }: WidgetPropsOf<typeof bookingFinishedSpec>) {
  const { content } = values;
  const last = useBooking((b) => b.lastBooking);
  // Shown again after a reload: the personal data stays in memory only (issue 15).
  useEffect(() => dispatch({ type: 'protectPersonalData' }), [dispatch]);
  useEffect(() => {
    // H-37: the cart and every draft value of the booking just made go; place, vehicle, customer and the summary stay.
    const timer = setTimeout(() => dispatch({ type: 'clearFinishedDrafts' }), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [dispatch]);
  const homeUrl = parts.homeButton ? safeUrl(content.client_url, ['https:', 'http:']) : null;
  return (
    <BookingFinishedView
      steps={[text('finished-step-email'), text('finished-step-reminder'), text('finished-step-contact')]}
      booking={last ? { ...last, customer: { ...last.customer, phone: formatPhoneMask(last.customer.phone) } } : null}
      noDateText={text('date-not-set')}
      homeUrl={homeUrl}
      busy={values.busy}
      showQuantity={parts.quantity}
      texts={finishedTexts(text)}
      onBookAnother={() => {
        // A new booking begins with the place, vehicle and customer kept in memory: saved for reloads again; the
        // summary of the booking made is not (it is shown here only).
        dispatch({ type: 'bookAnother' });
        send({ type: 'bookAnother' });
      }}
    />
  );
}
