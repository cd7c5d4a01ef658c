/**
 * `optionQuote`: the multi-option quote page /quote/{quote_uuid} (L-26..L-35). Loads the quote with
 * GET /quote-from-uuid/{uuid} (M-49, `useQuote`); a malformed uuid or a 404/400 answer sends `invalidLink`
 * (the flow alerts "Sorry, that link is invalid." and goes home, L-27); other failures offer Try again.
 * The customer chooses at most one option per section and may clear it by pressing it again (L-29); each choice
 * goes into the booking (`quoteChoice`), so the step's L-34 blocker (the flow's, over the `quoteOptionChosen`
 * fact) holds `quoteChosen` back while none is chosen: Continue sends on every press, and after a refused one
 * the blocker's message shows ("Please select at least one option"). Continue rebuilds the cart from the chosen
 * options' services — each line with its quote_option_id — puts the quote's vehicle, coupon code and (where the
 * flow shows the `homeAddress` part: home service offered) address into the booking (L-30,
 * `bookQuoteCommands`) and sends `quoteChosen`.
 */
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { rateLimitedOr } from '../../api/failure-text';
import { useCustomerInfo } from '../../api/customer-info';
import { useQuote } from '../../api/quotes';
import { toggleQuoteOption, type QuoteSelection } from '../../domain/validate-quote-selection';
import { useBooking } from '../../booking/use-booking';
import { useSendOnce } from '../contract/use-send-once';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { optionQuoteSpec } from './option-quote.options';
import { bookQuoteCommands, isQuoteUuid, quoteBooker, recordQuoteChoice, selectionFromCart } from './quote-model';
import { quoteTexts } from './quote-texts';
import { OptionQuoteView } from './option-quote-view';

/** L-27: the answers that mean the link names no quote. */
function isInvalidLinkError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 400);
}

export default function OptionQuote({ text, values, parts, send, dispatch }: WidgetPropsOf<typeof optionQuoteSpec>) {
  const texts = useMemo(() => quoteTexts(text), [text]);
  const uuid = values.params.quoteUuid;
  const wellFormed = isQuoteUuid(uuid);
  const quote = useQuote(wellFormed ? uuid : undefined);
  const signedIn = values.session.signedIn;
  const customer = useCustomerInfo({ enabled: signedIn });
  const cart = useBooking((b) => b.cart);
  const stored = useBooking((b) => b.quoteChoice);
  const [announcement, setAnnouncement] = useState('');
  // Continue was pressed since the last choice: a blocker shown on press (L-34) says why it did not go on.
  const [pressed, setPressed] = useState(false);

  const invalid = !wellFormed || isInvalidLinkError(quote.error);
  useSendOnce(invalid, 'invalidLink', send);

  if (invalid || quote.isPending) return <OptionQuoteView status="loading" texts={texts} />;
  if (quote.isError) {
    const shown = { ...texts, loadError: rateLimitedOr(quote.error, text, texts.loadError) };
    return <OptionQuoteView status="error" texts={shown} onRetry={() => void quote.refetch()} />;
  }

  const data = quote.data;
  // The choice made on this quote's page; before any, what the cart holds of this quote (after Back from the place step).
  const selection: QuoteSelection = stored?.quoteUuid === uuid ? stored.chosen : selectionFromCart(data, cart);
  const customerPending = signedIn && customer.isPending;

  const onToggle = (section: number, option: number) => {
    const next = toggleQuoteOption(selection, section, option);
    dispatch(recordQuoteChoice(uuid, next));
    setPressed(false);
    const sectionName = data.sections[section]?.name ?? '';
    const optionName = data.sections[section]?.options[option]?.name ?? '';
    setAnnouncement(next[section] === option ? texts.announceSelected(optionName, sectionName) : texts.announceCleared(optionName, sectionName));
  };

  const onContinue = () => {
    const booker = quoteBooker(data, signedIn, customer.data?.customer.customer_id);
    dispatch(...bookQuoteCommands(data, uuid, selection, { booker, homeOffered: parts.homeAddress }));
    setPressed(true);
    // The flow's L-34 refuses it while no option is chosen (and the preview traces the refusal).
    send({ type: 'quoteChosen' });
  };

  const shownOnPress = values.continueBlocked && values.blockerShownOnPress;
  return (
    <OptionQuoteView
      status="ready"
      texts={texts}
      quote={data}
      selection={selection}
      onToggle={onToggle}
      announcement={announcement}
      proceed={{
        error: pressed && shownOnPress ? values.blockerMessage : null,
        inactiveReason: values.continueBlocked && !values.blockerShownOnPress ? values.blockerMessage : null,
        busy: values.busy || customerPending,
        onContinue,
      }}
    />
  );
}
