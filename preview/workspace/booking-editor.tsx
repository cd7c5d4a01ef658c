import { useEffect, useState } from 'react';
import { parseJson } from '../scenario-builder';

export interface BookingEditorProps {
  /** The app's booking state as last reported by the frame (null before the app is ready). */
  booking: unknown;
  /** Sends an edited booking state to the app; the app answers an invalid one with an error. */
  onApply: (booking: unknown) => void;
  /** The app's answer to the last apply, if it refused it. */
  appError: string | null;
}

/**
 * The booking state of the app in the frame (facts and cart) as JSON: it follows the app until edited; Apply
 * sends the edit back into the running app.
 */
export function BookingEditor({ booking, onApply, appError }: BookingEditorProps) {
  const shown = booking === null ? '' : JSON.stringify(booking, null, 2);
  const [text, setText] = useState(shown);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) setText(shown);
  }, [shown, dirty]);

  const apply = () => {
    const parsed = parseJson(text);
    if (!parsed.ok) {
      setError(`Not JSON: ${parsed.message}`);
      return;
    }
    setError(null);
    setDirty(false);
    onApply(parsed.value);
  };
  const message = error ?? appError;

  return (
    <section aria-labelledby="booking-heading">
      <h2 id="booking-heading">Booking state</h2>
      <div className="preview-tool__field">
        <label htmlFor="booking-json">The app’s booking (facts and cart) as JSON</label>
        <textarea
          id="booking-json"
          className="workspace__booking"
          spellCheck={false}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'booking-json-error' : undefined}
          onChange={(e) => {
            setDirty(true);
            setText(e.target.value);
          }}
        />
        {message ? (
          <p className="field-error" id="booking-json-error">
            {message}
          </p>
        ) : null}
      </div>
      <div className="preview-tool__actions">
        <button type="button" className="button button--primary" onClick={apply} disabled={!dirty}>
          Apply to the app
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!dirty}
          onClick={() => {
            setDirty(false);
            setError(null);
          }}
        >
          Discard the edit
        </button>
      </div>
    </section>
  );
}
