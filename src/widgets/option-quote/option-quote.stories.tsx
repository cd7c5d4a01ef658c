import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Quote } from '../../api/quotes';
import { toggleQuoteOption } from '../../domain/validate-quote-selection';
import { OptionQuoteView, type QuoteProceed } from './option-quote-view';
import { SAMPLE_QUOTE, sampleQuoteText } from './quote-samples';
import { quoteTexts } from './quote-texts';

const texts = quoteTexts(sampleQuoteText);
/** The flow's L-34 blocker message (the widget shows it through `values.blockerMessage`). */
const noneSelected = sampleQuoteText('quote-none-selected');
const log = (what: string) => () => console.info(what);

/** A live page over a quote: toggling works (L-29); Continue with nothing chosen shows L-34 (here as the flow's blocker would). */
function Interactive({ quote, initial = [] }: { quote: Quote; initial?: (number | null)[] }) {
  const [selection, setSelection] = useState<(number | null)[]>(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <OptionQuoteView
      status="ready"
      texts={texts}
      quote={quote}
      selection={selection}
      onToggle={(s, o) => {
        const next = toggleQuoteOption(selection, s, o);
        setSelection(next);
        if (next.some((x) => typeof x === 'number')) setError(null);
      }}
      announcement=""
      proceed={{
        error,
        busy: false,
        onContinue: () => (selection.some((x) => typeof x === 'number') ? console.info('quoteChosen', selection) : setError(noneSelected)),
      }}
    />
  );
}

/** The quote is loading (L-26). */
export const Loading: Story = () => <OptionQuoteView status="loading" texts={texts} />;

/** The quote could not be loaded (network or server failure): Try again. */
export const LoadError: Story = () => <OptionQuoteView status="error" texts={texts} onRetry={log('retry')} />;

/** Nothing chosen yet (L-28): three Brakes options at 30 %, two Maintenance options at 45 % (L-31). */
export const Empty: Story = () => <Interactive quote={SAMPLE_QUOTE} />;

/** Filled: "Better" for Brakes and "Oil change" for Maintenance chosen; the summary shows both with the discount and coupon. */
export const Filled: Story = () => <Interactive quote={SAMPLE_QUOTE} initial={[1, 0]} />;

/** A page with "Better" and "Oil change" chosen that only logs; `proceed` overrides its Continue. */
function Static({ selection = [1, 0], proceed }: { selection?: (number | null)[]; proceed: Partial<QuoteProceed> }) {
  return (
    <OptionQuoteView
      status="ready"
      texts={texts}
      quote={SAMPLE_QUOTE}
      selection={selection}
      onToggle={log('toggle')}
      announcement=""
      proceed={{ error: null, busy: false, onContinue: log('continue'), ...proceed }}
    />
  );
}

/** L-34: Continue pressed with no option chosen. */
export const NoneSelectedError: Story = () => <Static selection={[]} proceed={{ error: noneSelected }} />;

/** A blocker shown as an inactive Continue (e.g. one a provider's overlay adds): its reason under the button. */
export const InactiveContinue: Story = () => <Static proceed={{ inactiveReason: 'Quotes are booked by phone this week: please call us.' }} />;

/**
 * L-27: an invalid link — the page sends `invalidLink` at once and shows the loading state until the flow
 * has gone home with "Sorry, that link is invalid.".
 */
export const InvalidLink: Story = () => <OptionQuoteView status="loading" texts={texts} />;

/** The sample quote with every question answerable by the provider (`admin_can_answer`) or none. */
function withAnswersShown(shown: boolean): Quote {
  return {
    ...SAMPLE_QUOTE,
    sections: SAMPLE_QUOTE.sections.map((s) => ({
      ...s,
      options: s.options.map((o) => ({ ...o, answers: (o.answers ?? []).map((a) => ({ ...a, question: { ...a.question, admin_can_answer: shown } })) })),
    })),
  };
}

/** L-32/L-33: answers shown — every question answerable by the provider (boolean, slider, other). */
export const AnswersShown: Story = () => <Interactive quote={withAnswersShown(true)} />;

/** L-32: answers hidden — no question has admin_can_answer true, so no Details appear. */
export const AnswersHidden: Story = () => <Interactive quote={withAnswersShown(false)} />;

/** L-31: five options — three at 30 %, then the last row of two at 45 %; and a section of one at 90 %. */
export const ManyOptions: Story = () => {
  const brakes = SAMPLE_QUOTE.sections[0]!;
  const maintenance = SAMPLE_QUOTE.sections[1]!;
  const quote: Quote = {
    ...SAMPLE_QUOTE,
    coupon_code: null,
    custom_discount_amount_dollars: null,
    sections: [
      { ...brakes, options: [...brakes.options, ...maintenance.options.map((o) => ({ ...o, quote_option_id: o.quote_option_id + 100 }))] },
      { ...maintenance, quote_section_id: 3, name: 'Wipers', options: [maintenance.options[0]!] },
    ],
  };
  return <Interactive quote={quote} />;
};
