/**
 * `workQuote` — /quote/{customer_id}/{sw_id} (L-25): the quote for next time of a work, opened from a link
 * without signing in (M-32; L-01 sends `mismatch` for another customer's work, L-02 "Invalid URL" for
 * another work). Lists the services recommended for later (upsell_status future) and those declined on
 * the visit (rejected: "Not Today" feeds this quote, K-26) with prices and total in cents.
 * "Book These Services" starts a booking with them in the cart and the work's vehicle, then sends
 * `bookQuote` (the flow goes to the place step); an empty quote offers to book (`startBooking`).
 */
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { workQuoteSpec } from './work-quote.options';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { LinkedWorkStatus, linkedWorkStatus } from '../work-lines/linked-work-status';
import { useLinkedWork } from '../work-lines/use-linked-work';
import { quoteLines, sumCents } from '../work-lines/work-lines';
import { bookQuote, startBookingFor } from './quote-booking';
import { WorkQuoteView, type WorkQuoteTexts } from './work-quote-view';

function quoteTexts(text: (key: string) => string): WorkQuoteTexts {
  return {
    intro: text('work-quote-intro'),
    book: text('work-quote-book'),
    empty: text('work-quote-empty'),
    start: text('work-quote-start'),
    total: text('work-quote-total'),
    note: text('work-quote-note'),
    future: text('work-quote-future'),
    declined: text('work-quote-declined'),
    vehicle: text('summary-vehicle'),
    visit: text('work-quote-visit'),
    services: text('work-quote-services'),
  };
}

export default function WorkQuote({ text, values, send, dispatch }: WidgetPropsOf<typeof workQuoteSpec>) {
  const linked = useLinkedWork(values.params, send);
  if (linked.status !== 'ready') return <LinkedWorkStatus {...linkedWorkStatus(linked, text)} />;
  const { work } = linked;
  const lines = quoteLines(work.services);
  return (
    <WorkQuoteView
      texts={quoteTexts(text)}
      lines={lines}
      totalCents={sumCents(lines)}
      vehicle={work.vehicle ? vehicleDisplayName(work.vehicle) || null : null}
      visitDate={work.date ?? null}
      onBook={() => {
        dispatch(bookQuote(work));
        send({ type: 'bookQuote' });
      }}
      onStart={() => {
        dispatch(startBookingFor(work));
        send({ type: 'startBooking' });
      }}
    />
  );
}
