import { useEffect, useRef, type ReactNode } from 'react';
import type { CheckInAvailability } from '../../domain/check-in';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import type { CheckInAppointment } from './check-in-appointment';
import type { CheckInTexts } from './check-in-texts';
import type { CheckInPhase } from './use-check-in-action';
import '../checkout-shared/checkout.css';
import './check-in.css';

export interface CheckInPanelProps {
  appointment: CheckInAppointment;
  /** L-04: what the appointment allows at the app's now. */
  availability: CheckInAvailability;
  /** L-05: where the check-in call stands. */
  phase: CheckInPhase;
  texts: CheckInTexts;
  onCheckIn: () => void;
  /** Drawn between the appointment and the button while the appointment can be checked in (the map page's map and box). */
  children?: ReactNode;
  /** A refusal of Check In before any call (the map's L-14 message), shown by the button; null when none. */
  refusal?: string | null;
}

const NOTICE: Record<Exclude<CheckInAvailability, 'checkable' | 'checkedIn'>, 'cancelled' | 'notConfirmed' | 'noDate' | 'past' | 'future'> = {
  cancelled: 'cancelled',
  notConfirmed: 'notConfirmed',
  noDate: 'noDate',
  past: 'past',
  future: 'future',
};

/** "Checked in" (just now, or before: L-04): a heading that takes focus when the check-in has just succeeded. */
function CheckedIn({ title, message, focus }: { title: string; message: string; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="check-in__result" aria-labelledby="check-in-result-title" role={focus ? 'status' : undefined}>
      <span className="check-in__tick" aria-hidden="true">
        ✓
      </span>
      <div>
        <h2 id="check-in-result-title" className="check-in__result-title" tabIndex={-1} ref={heading}>
          {title}
        </h2>
        <p className="check-in__result-text">{message}</p>
      </div>
    </section>
  );
}

/**
 * The check-in page body (L-03..L-06, shared with the map page L-07..L-15): the appointment (vehicle, date and
 * time in the location's zone, place); then, by state, "You're checked in!" after a successful call, "already
 * checked in" for KEYS_AVAILABLE / FINISHED (L-04), why it cannot be checked in (cancelled, another day, …), or
 * the Check In button (L-05) with its processing state and the server's message on failure.
 */
export function CheckInPanel({ appointment, availability, phase, texts, onCheckIn, children, refusal = null }: CheckInPanelProps) {
  const details = <AppointmentDetails {...appointment} title={texts.appointment} noDateText={texts.noDate} texts={texts.summary} />;
  if (phase.kind === 'done') {
    return (
      <div className="check-in">
        <CheckedIn title={texts.doneTitle} message={texts.done} focus />
        {details}
      </div>
    );
  }
  if (availability === 'checkedIn') {
    return (
      <div className="check-in">
        <CheckedIn title={texts.alreadyTitle} message={texts.already} focus={false} />
        {details}
      </div>
    );
  }
  if (availability !== 'checkable') {
    return (
      <div className="check-in">
        <div className="check-in__notice">
          <p>{texts[NOTICE[availability]]}</p>
          <a className="button button--secondary" href="/account">
            {texts.account}
          </a>
        </div>
        {details}
      </div>
    );
  }
  const processing = phase.kind === 'processing';
  return (
    <div className="check-in">
      <p className="check-in__intro">{texts.intro}</p>
      {details}
      {children}
      <div className="check-in__actions">
        {refusal ? (
          <p className="check-in__alert" role="alert" id="check-in-refusal">
            {refusal}
          </p>
        ) : null}
        {phase.kind === 'failed' ? (
          <p className="check-in__alert" role="alert">
            {phase.message}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary check-in__button"
          aria-disabled={processing || undefined}
          aria-describedby={refusal ? 'check-in-refusal' : undefined}
          onClick={() => {
            if (!processing) onCheckIn();
          }}
        >
          {processing ? texts.busy : texts.button}
        </button>
        <p className="visually-hidden" role="status">
          {processing ? texts.busy : ''}
        </p>
      </div>
    </div>
  );
}
