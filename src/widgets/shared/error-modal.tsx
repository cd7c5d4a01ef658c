import { useId } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';

export interface ErrorModalProps {
  /** Shown while true. */
  open: boolean;
  /** The failure, as the customer reads it (e.g. "Critical Error: {server text}"). */
  message: string;
  /** Heading of the dialog (the flow's, e.g. `error-modal-title`). */
  title: string;
  /** Label of the closing button (the flow's `error-modal-close`). */
  closeLabel: string;
  /** Closes the dialog (button or Escape). */
  onClose: () => void;
}

/**
 * The error modal: tells the customer about an unexpected failure and waits for an
 * acknowledgement. An `alertdialog` on the native <dialog> (focus trapped, Escape closes), so it also
 * shows above another open modal — unlike a toast, which stays behind a modal's backdrop.
 */
export function ErrorModal({ open, message, title, closeLabel, onClose }: ErrorModalProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalDialog open={open} role="alertdialog" labelledBy={titleId} describedBy={messageId} onClose={onClose} className="error-modal">
      <h2 id={titleId}>{title}</h2>
      <p id={messageId} className="error-modal__message">
        {message}
      </p>
      <div className="modal__actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's initial focus (the native <dialog> honours autofocus) */}
        <button type="button" className="button button--primary" autoFocus onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
