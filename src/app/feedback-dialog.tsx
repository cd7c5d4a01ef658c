import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { useToast } from '../ui/toasts/toast-context';
import { useShellText } from './shell-text';

/** The feedback dialog: a text box; sending thanks the visitor. Loaded when the Feedback button is first pressed. */
export interface FeedbackDialogProps {
  /** What the visitor typed (kept by the button: closing and opening again keeps it until it is sent). */
  text: string;
  onText: (text: string) => void;
  onClose: () => void;
}

export default function FeedbackDialog({ text, onText: setText, onClose }: FeedbackDialogProps) {
  const words = useShellText();
  const [error, setError] = useState<string | null>(null);
  const { show } = useToast();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError(words('feedback-empty'));
      return;
    }
    setText('');
    onClose();
    show({ kind: 'success', text: words('feedback-thanks') });
  };

  return (
    <ModalDialog open labelledBy={titleId} onClose={onClose} className="feedback-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{words('feedback-title')}</h2>
        <label htmlFor={fieldId}>{words('feedback-label')}</label>
        <textarea
          id={fieldId}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {words('feedback-cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {words('feedback-send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
