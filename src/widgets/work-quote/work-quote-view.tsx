import { useId } from 'react';
import { formatMoney } from '../../domain/money';
import { formatAppointmentDate } from '../checkout-shared/appointment-text';
import '../checkout-shared/checkout.css';
import type { WorkLine } from '../work-lines/work-lines';
import { WorkLinesList } from '../work-lines/work-lines-view';
import '../work-lines/work-lines.css';
import { FactList } from '../checkout-shared/fact-list';

/** The step's texts of the quote page. */
export interface WorkQuoteTexts {
  intro: string;
  book: string;
  empty: string;
  start: string;
  total: string;
  note: string;
  /** State line of a service recommended for later (upsell_status future). */
  future: string;
  /** State line of a service declined on the visit (rejected). */
  declined: string;
  vehicle: string;
  /** "From your visit on" (the visit's date follows). */
  visit: string;
  /** The services' heading. */
  services: string;
}

export interface WorkQuoteViewProps {
  texts: WorkQuoteTexts;
  /** The quoted services: future, then declined (L-25). */
  lines: readonly WorkLine[];
  totalCents: number;
  vehicle: string | null;
  /** The visit the quote comes from, `YYYY-MM-DD`. */
  visitDate: string | null;
  onBook: () => void;
  /** An empty quote's way on: start a booking. */
  onStart: () => void;
}

/** The page's one primary button. */
function PageAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="work-page__actions">
      <button type="button" className="button button--primary" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

/** L-25: the quote for next time — the recommended services with prices and total, and "Book These Services". */
export function WorkQuoteView({ texts, lines, totalCents, vehicle, visitDate, onBook, onStart }: WorkQuoteViewProps) {
  const id = useId();
  if (lines.length === 0) {
    return (
      <div className="work-page">
        <div className="work-page__notice">
          <p>{texts.empty}</p>
          <PageAction label={texts.start} onClick={onStart} />
        </div>
      </div>
    );
  }
  const visit = formatAppointmentDate(visitDate);
  return (
    <div className="work-page">
      <p className="work-page__intro">{texts.intro}</p>
      <FactList
        className="summary-list"
        facts={[
          { term: texts.vehicle, value: vehicle },
          { term: texts.visit, value: visit },
        ]}
      />
      <section className="review-section" aria-labelledby={`${id}-services`}>
        <h2 id={`${id}-services`} className="review-section__title">
          {texts.services}
        </h2>
        <WorkLinesList lines={lines} showState showNotes stateText={{ future: texts.future, declined: texts.declined }} />
        <dl className="quote-total">
          <dt>{texts.total}</dt>
          <dd>{formatMoney(totalCents)}</dd>
        </dl>
        <p className="quote-note">{texts.note}</p>
      </section>
      <PageAction label={texts.book} onClick={onBook} />
    </div>
  );
}
