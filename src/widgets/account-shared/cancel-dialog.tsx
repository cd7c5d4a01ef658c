import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cancellationMessage, type CancellationDecision } from '../../domain/cancellation-fee';
import { CANCEL_REASONS, validateCancelReason, type CancelReason } from '../../domain/validate-cancel-reason';
import { NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { fieldErrorTexts, hasNoErrors, type FieldErrors } from '../../domain/validation-messages';
import { ModalDialog } from '../../ui/modal-dialog';
import { CANCEL_REASON_KEYS } from './cancel-dialog-messages';
import './cancel-dialog.css';

export interface CancelDialogProps {
  open: boolean;
  title: string;
  /** Which appointment: vehicle and date. */
  appointment: string;
  /** K-35..K-38: fee or not, the button text and the message. */
  decision: CancellationDecision;
  /** K-39: the cancellation reminder (time_slots providers), else null. */
  reminder: string | null;
  submitting: boolean;
  /** K-34: the server's message of a failed cancel. */
  serverError: string | null;
  onSubmit: (v: { reason: CancelReason; details: string }) => void;
  onClose: () => void;
  /**
   * The flow's messages: the fee line and its button (K-36..K-38: `no-cancellation-fee`, `cancellation-fee`,
   * `cancel-call-us`, `agree-and-cancel`), the reasons, labels and buttons (`cancel-appointment` and
   * `keep-appointment`: decisions, docs/decisions.md) and the field errors (`required`, `text-too-long`):
   * CANCEL_DIALOG_MESSAGES.
   */
  text: (key: string) => string;
}

/**
 * The cancel dialog (K-30..K-39): a required reason, details required for Other (at most 1020
 * characters), the fee message, and the submit button — "Agree and Cancel Appointment" when a fee
 * applies (K-36); none when a fee applies without a card (K-37: call or text us). A modal `<dialog>`:
 * focus stays inside, Escape closes, and on closing (Escape, Keep Appointment, after success) focus
 * goes back to the control that opened it (K-30), even when the dialog unmounts as it closes.
 */
export function CancelDialog(p: CancelDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<string>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'reason' | 'details'>>({});
  const [tried, setTried] = useState(false);
  useReturnFocusOnClose(p.open);
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const d = p.decision;
  const shownErrors = tried ? fieldErrorTexts(errors, p.text) : {};
  const update = (next: { reason?: string; details?: string }) => {
    const v = { reason: next.reason ?? reason, details: next.details ?? details };
    if (next.reason !== undefined) setReason(next.reason);
    if (next.details !== undefined) setDetails(next.details);
    setErrors(validateCancelReason(v));
  };
  const submit = () => {
    const found = validateCancelReason({ reason, details });
    setErrors(found);
    setTried(true);
    if (!hasNoErrors(found) || p.submitting || !d.canCancel) return;
    p.onSubmit({ reason: reason as CancelReason, details: details.trim() });
  };
  return (
    <ModalDialog open={p.open} labelledBy={titleId} describedBy={messageId} onClose={p.onClose} className="cancel-dialog">
      <form
        className="cancel-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className="cancel-dialog__title">
          {p.title}
        </h2>
        <p className="cancel-dialog__appointment">{p.appointment}</p>
        <p id={messageId} className={`cancel-dialog__fee cancel-dialog__fee--${d.kind}`}>
          {cancellationMessage(d, p.text)}
        </p>
        {p.reminder ? <p className="cancel-dialog__reminder">{p.reminder}</p> : null}
        {d.canCancel ? (
          <>
            <fieldset className="cancel-dialog__reasons" aria-describedby={shownErrors.reason ? `${id}-reason-error` : undefined}>
              <legend>{p.text('cancel-reasons')}</legend>
              {CANCEL_REASONS.map((r) => (
                <label key={r} className="cancel-dialog__reason">
                  <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => update({ reason: r })} />
                  <span>{p.text(CANCEL_REASON_KEYS[r])}</span>
                </label>
              ))}
              {shownErrors.reason ? (
                <p id={`${id}-reason-error`} className="field-error">
                  {shownErrors.reason}
                </p>
              ) : null}
            </fieldset>
            <div className="cancel-dialog__details">
              <label htmlFor={`${id}-details`}>{p.text(reason === 'Other' ? 'cancel-details' : 'cancel-details-optional')}</label>
              <textarea
                id={`${id}-details`}
                value={details}
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                aria-invalid={shownErrors.details ? true : undefined}
                aria-describedby={shownErrors.details ? `${id}-details-error` : undefined}
                onChange={(e) => update({ details: e.target.value })}
              />
              {shownErrors.details ? (
                <p id={`${id}-details-error`} className="field-error">
                  {shownErrors.details}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        {p.serverError ? (
          <p className="cancel-dialog__error" role="alert">
            {p.serverError}
          </p>
        ) : null}
        <div className="cancel-dialog__buttons">
          {d.canCancel ? (
            <button type="submit" className="button button--primary" aria-disabled={p.submitting || undefined}>
              {p.text(p.submitting ? 'cancelling' : d.kind === 'fee' ? d.buttonKey : 'cancel-appointment')}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={p.onClose}>
            {p.text('keep-appointment')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Remembers the focused element (the opener) when `open` turns true and focuses it again when `open`
 * turns false or the dialog unmounts. The native `<dialog>` restores focus only when it is closed, not
 * when React removes it, which is how the account area closes this dialog.
 */
function useReturnFocusOnClose(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before ModalDialog's passive effect calls showModal(), which moves focus inside.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  // A passive cleanup runs after React removed the dialog, when the page behind it is no longer inert.
  useEffect(() => {
    if (!open) return undefined;
    return () => {
      const el = opener.current;
      opener.current = null;
      if (el?.isConnected) el.focus();
    };
  }, [open]);
}
