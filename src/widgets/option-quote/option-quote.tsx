/**
 * `optionQuote`: the multi-option quote page /quote/{quote_uuid} (L-26..L-35). Loads the quote with
 * GET /quote-from-uuid/{uuid} (M-49, `useQuote`); a malformed uuid or a 404/400 answer sends `invalidLink`
 * (the flow alerts "Sorry, that link is invalid." and goes home, L-27); other failures offer Try again.
 * The customer chooses at most one option per section and may clear it by pressing it again (L-29);
 * Continue needs one option at least (L-34, "Please select at least one option"), then rebuilds the cart
 * from the chosen options' services — each line with its quote_option_id — puts the quote's vehicle,
 * address and coupon code into the booking (L-30, `applyQuoteToBooking`) and sends `quoteChosen`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useCustomerInfo } from '../../api/customer-info';
import { useQuote } from '../../api/quotes';
import { toggleQuoteOption, validateQuoteSelection } from '../../domain/validate-quote-selection';
import { useBooking } from '../../booking/use-booking';
import type { WidgetProps } from '../contract/widget-props';
import { offeredModes } from '../address-shared/place-modes';
import { applyQuoteToBooking, isQuoteUuid, quoteBooker, selectionFromCart } from './quote-model';
import { quoteTexts } from './quote-texts';
import { OptionQuoteView } from './option-quote-view';

/** L-27: the answers that mean the link names no quote. */
function isInvalidLinkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 400);
}

export default function OptionQuote({ text, values, send, updateBooking }: WidgetProps) {
  const texts = useMemo(() => quoteTexts(text), [text]);
  const uuid = values.params.quoteUuid;
  const wellFormed = isQuoteUuid(uuid);
  const quote = useQuote(wellFormed ? uuid : undefined);
  const signedIn = values.session.signedIn;
  const customer = useCustomerInfo({ enabled: signedIn });
  const cart = useBooking((b) => b.cart);
  const [chosen, setChosen] = useState<(number | null)[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);

  const invalid = !wellFormed || isInvalidLinkError(quote.error);
  const sentInvalid = useRef(false);
  useEffect(() => {
    if (!invalid || sentInvalid.current) return;
    sentInvalid.current = true;
    send({ type: 'invalidLink' });
  }, [invalid, send]);

  if (invalid || quote.isPending) return <OptionQuoteView status="loading" texts={texts} />;
  if (quote.isError) return <OptionQuoteView status="error" texts={texts} onRetry={() => void quote.refetch()} />;

  const data = quote.data;
  // Until the customer changes it, the selection is what the cart holds of this quote (after Back from the place step).
  const selection = chosen ?? selectionFromCart(data, cart);
  const customerPending = signedIn && customer.isPending;

  const onToggle = (section: number, option: number) => {
    const next = toggleQuoteOption(selection, section, option);
    setChosen(next);
    const sectionName = data.sections[section]?.name ?? '';
    const optionName = data.sections[section]?.options[option]?.name ?? '';
    setAnnouncement(next[section] === option ? texts.announceSelected(optionName, sectionName) : texts.announceCleared(optionName, sectionName));
    if (validateQuoteSelection(next).ok) setError(null);
  };

  const onContinue = () => {
    if (!validateQuoteSelection(selection).ok) {
      setError(texts.noneSelected);
      return;
    }
    const booker = quoteBooker(data, signedIn, customer.data?.customer.customer_id);
    const homeOffered = offeredModes(values.config).includes('home');
    updateBooking((draft) => applyQuoteToBooking(draft, data, selection, { booker, homeOffered }));
    send({ type: 'quoteChosen' });
  };

  return (
    <OptionQuoteView
      status="ready"
      texts={texts}
      quote={data}
      selection={selection}
      onToggle={onToggle}
      announcement={announcement}
      error={error}
      onContinue={onContinue}
      busy={values.busy || customerPending}
    />
  );
}
