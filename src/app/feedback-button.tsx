import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { useToast } from '../ui/toasts/toast-context';

/** The feedback button: opens a small dialog with a text box; sending thanks the visitor. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { show } = useToast();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError('Please write your feedback before sending.');
      return;
    }
    setText('');
    close();
    show({ kind: 'success', text: 'Thank you for your feedback!' });
  };

  return (
    <>
      <button type="button" className="button button--secondary feedback-button" onClick={() => setOpen(true)}>
        Feedback
      </button>
      <ModalDialog open={open} labelledBy={titleId} onClose={close} className="feedback-dialog">
        <form onSubmit={submit} noValidate>
          <h2 id={titleId}>Send us feedback</h2>
          <label htmlFor={fieldId}>Your feedback</label>
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
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              Send
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
