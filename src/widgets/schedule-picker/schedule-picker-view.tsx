import { useId, type ReactNode } from 'react';
import LimitedTextArea from './limited-text-area';
import { AvailabilityOption, type AvailabilityOptionProps } from './availability-option';
import './schedule-picker.css';
import { LoadingNotice } from '../../ui/loading-notice';
import { ErrorNotice } from '../../ui/error-notice';
import type { ScheduleTexts } from './schedule-texts';

interface ScheduleActionProps {
  label: string;
  busy: boolean;
  /** A flow blocker holds (e.g. F-12): Continue is inactive and this is why. */
  blockedReason: string | null;
  /** The last Continue's problem (F-15..F-22) or a failed save. */
  error: string | null;
  onContinue: () => void;
}

export interface SchedulePickerViewProps {
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The load failure's text (the texts' `loadFailed` by default; a rate limit says "try again in a moment"). */
  errorText?: string;
  /** The calendar (month, week grid of slots or week calendar); none when there are no dates. */
  calendar?: ReactNode;
  /** The month calendar's arrive/leave hour buttons, once a date is chosen. */
  times?: ReactNode;
  /** F-27: the chosen date has filled. */
  dateFilled?: string | null;
  /** F-24/F-25 or F-26: no dates. */
  noDates?: string | null;
  /** The choice in words, e.g. "Tuesday, March 10, 2026, 9:00 AM to 10:00 AM". */
  summary?: string | null;
  /** F-38..F-40: how long the appointment takes. */
  durationText?: string | null;
  /** F-07, F-13, F-16: continue without a date, giving your availability. */
  waitlist?: Omit<AvailabilityOptionProps, 'countText'> | null;
  /** F-14, F-15: hand-raise on top of a chosen date, with the availability and the reason. */
  sooner?: Omit<AvailabilityOptionProps, 'countText'> | null;
  notes: { label: string; hint?: string; value: string; onChange: (text: string) => void; required?: boolean };
  /** The image picker, when one is offered. */
  images?: ReactNode;
  action: ScheduleActionProps;
  /** The flow's texts (`scheduleTexts(text)`). */
  texts: Pick<ScheduleTexts, 'loading' | 'loadFailed' | 'retry' | 'choiceLabel' | 'estimatedLength' | 'waitlistRegion' | 'pleaseWait' | 'count'>;
}

/** The schedule screen with plain props: notices, calendar, choice, waitlist, hand-raise, notes and Continue. */
export default function SchedulePickerView(props: SchedulePickerViewProps) {
  const { status, onRetry, errorText, calendar, times, dateFilled, noDates, summary, durationText, waitlist, sooner, notes, images, action, texts } = props;
  const reasonId = useId();
  const inactive = action.blockedReason !== null || action.busy;
  return (
    <div className="schedule-picker holds-while-loading">
      {dateFilled ? (
        <p className="schedule-notice schedule-notice--error" role="alert">
          {dateFilled}
        </p>
      ) : null}
      {status === 'loading' ? <LoadingNotice>{texts.loading}</LoadingNotice> : null}
      {status === 'error' ? (
        <ErrorNotice className="schedule-notice schedule-notice--error" onRetry={onRetry} retryLabel={texts.retry}>
          {errorText ?? texts.loadFailed}
        </ErrorNotice>
      ) : null}
      {status === 'ready' && noDates ? (
        <p className="schedule-notice" role="status">
          {noDates}
        </p>
      ) : null}
      {status === 'ready' ? calendar : null}
      {status === 'ready' ? times : null}
      <div className="schedule-choice" aria-live="polite">
        {summary ? (
          <p className="schedule-choice__summary">
            <span className="schedule-choice__label">{texts.choiceLabel}</span> {summary}
          </p>
        ) : null}
        {durationText ? <p className="schedule-choice__duration">{texts.estimatedLength(durationText)}</p> : null}
      </div>
      {sooner ? (
        <div className="schedule-sooner">
          <AvailabilityOption {...sooner} countText={texts.count} />
        </div>
      ) : null}
      {waitlist ? (
        <section className="schedule-waitlist" aria-label={texts.waitlistRegion}>
          <AvailabilityOption {...waitlist} countText={texts.count} />
        </section>
      ) : null}
      <LimitedTextArea label={notes.label} hint={notes.hint} value={notes.value} onChange={notes.onChange} required={notes.required} className="schedule-notes" countText={texts.count} />
      {images}
      <div className="widget-continue">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={inactive || undefined}
          aria-describedby={action.blockedReason ? reasonId : undefined}
          aria-busy={action.busy || undefined}
          onClick={() => {
            if (!inactive) action.onContinue();
          }}
        >
          {action.busy ? texts.pleaseWait : action.label}
        </button>
        {action.blockedReason ? (
          <p id={reasonId} className="widget-continue__reason" role="status">
            {action.blockedReason}
          </p>
        ) : null}
        {action.error ? (
          <p className="widget-continue__reason" role="alert">
            {action.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
