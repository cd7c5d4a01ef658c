import { useEffect, useId, useRef } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import './cancel-dialog.css';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What is about to be deleted, in a sentence. */
  message: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  /** The server's message of a failed deletion, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The delete confirmation (K-66): nothing is deleted until the customer confirms. A modal `<dialog>`
 * (ModalDialog): focus starts on the safe choice (keep), Escape closes, and on closing focus goes back to
 * the control that opened it (a list whose item was deleted moves focus on itself once the item is gone).
 */
export function ConfirmDeleteDialog(p: ConfirmDeleteDialogProps) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const { open } = p;
  // A passive effect runs after ModalDialog's showModal() (a child's effect runs first), which would move focus to the first button.
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);
  return (
    <ModalDialog open={p.open} role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-message`} onClose={p.onClose} className="confirm-dialog">
      <h2 id={`${id}-title`} className="cancel-dialog__title">
        {p.title}
      </h2>
      <p id={`${id}-message`}>{p.message}</p>
      {p.error ? (
        <p className="cancel-dialog__error" role="alert">
          {p.error}
        </p>
      ) : null}
      <div className="cancel-dialog__buttons">
        <button type="button" className="button button--primary" aria-disabled={p.busy || undefined} onClick={() => (p.busy ? undefined : p.onConfirm())}>
          {p.confirmLabel}
        </button>
        <button ref={keep} type="button" className="button button--secondary" onClick={p.onClose}>
          {p.keepLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
