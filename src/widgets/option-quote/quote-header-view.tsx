import type { Quote } from '../../api/quotes';
import { oneLineAddress } from '../address-shared/address-draft';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { FactList } from '../checkout-shared/fact-list';
import type { QuoteTexts } from './quote-texts';

/**
 * The quote's title and what it is for (L-26, L-35): its name (the page title; "Your Quote" without one),
 * its note, and the vehicle and service address of the quote request.
 */
export function QuoteHeaderView({ quote, texts }: { quote: Quote; texts: QuoteTexts }) {
  const vehicle = quote.quote_request?.vehicle;
  const address = quote.quote_request?.address;
  const vehicleName = vehicle ? vehicleDisplayName(vehicle) : '';
  const addressText = address ? address.one_line_human_readable_address || oneLineAddress(address) : '';
  return (
    <header className="quote-page__header">
      <h1 className="quote-page__title">{quote.name?.trim() || texts.title}</h1>
      {quote.note ? <p className="quote-page__note">{quote.note}</p> : null}
      <FactList
        className="quote-page__facts"
        facts={[
          { term: texts.vehicle, value: vehicleName },
          { term: texts.address, value: addressText },
        ]}
      />
    </header>
  );
}
