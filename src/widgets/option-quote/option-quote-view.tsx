import { useId } from 'react';
import type { Quote } from '../../api/quotes';
import type { QuoteSelection } from '../../domain/validate-quote-selection';
import { ContinueButton } from '../../ui/continue-button';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import { QuoteHeaderView } from './quote-header-view';
import { QuoteSectionView } from './quote-section-view';
import { QuoteSummaryView } from './quote-summary-view';
import type { QuoteTexts } from './quote-texts';
import './option-quote.css';

/** What the quote page shows: loading (also while an invalid link is sent home), a load failure, or the quote. */
export type OptionQuoteViewProps =
  | { status: 'loading'; texts: QuoteTexts }
  | { status: 'error'; texts: QuoteTexts; onRetry: () => void }
  | {
      status: 'ready';
      texts: QuoteTexts;
      quote: Quote;
      /** The chosen option index per section (L-29). */
      selection: QuoteSelection;
      onToggle: (section: number, option: number) => void;
      /** The last change of the selection, for screen readers (polite). */
      announcement: string;
      /** Continue: what holds it back, whether it waits, and what a press does. */
      proceed: QuoteProceed;
    };

/** The quote page's Continue. */
export interface QuoteProceed {
  /** A blocker shown on press (L-34: "Please select at least one option") after a refused Continue; null otherwise. */
  error: string | null;
  /** A blocker shown as an inactive Continue (its reason under it), e.g. one a provider's overlay adds; null when none holds. */
  inactiveReason?: string | null;
  busy: boolean;
  onContinue: () => void;
}

/**
 * The multi-option quote page (L-26..L-35), drawn from plain props: header, sections of option cards,
 * the selection summary and Continue. Loading shows the title and a status line; a failed load offers
 * Try again.
 */
export function OptionQuoteView(props: OptionQuoteViewProps) {
  const errorId = useId();
  const { texts } = props;
  if (props.status === 'loading') {
    return (
      <div className="quote-page" aria-busy="true">
        <h1 className="quote-page__title">{texts.title}</h1>
        <LoadingNotice>{texts.loading}</LoadingNotice>
        <div className="quote-page__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <div className="quote-page">
        <h1 className="quote-page__title">{texts.title}</h1>
        <ErrorNotice className="quote-page__load-error" onRetry={props.onRetry} retryLabel={texts.retry}>
          {texts.loadError}
        </ErrorNotice>
      </div>
    );
  }
  const { quote, selection, onToggle, announcement } = props;
  const { error, inactiveReason = null, busy, onContinue } = props.proceed;
  return (
    <div className="quote-page">
      <QuoteHeaderView quote={quote} texts={texts} />
      {quote.sections.map((section, i) => (
        <QuoteSectionView
          key={section.quote_section_id ?? `${i}-${section.name}`}
          section={section}
          chosen={selection[i] ?? null}
          onToggle={(option) => onToggle(i, option)}
          texts={texts}
        />
      ))}
      <QuoteSummaryView quote={quote} selection={selection} texts={texts} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {error ? (
        <p id={errorId} className="quote-page__error" role="alert">
          {error}
        </p>
      ) : null}
      <ContinueButton
        label={texts.continueLabel}
        blocked={inactiveReason !== null}
        blockerMessage={inactiveReason}
        busy={busy}
        busyLabel={texts.busyLabel}
        onContinue={onContinue}
        describedBy={error ? errorId : undefined}
      />
    </div>
  );
}
