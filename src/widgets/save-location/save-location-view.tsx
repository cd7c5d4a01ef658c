/** K-65: the selected location's "Save to My Places" button, or the note that it is saved; a failure below it. */
export interface SaveLocationViewProps {
  label: string;
  /** `saved` when the selected location is the customer's saved one. */
  state: 'idle' | 'saving' | 'saved' | 'failed';
  savedText: string;
  /** Shown when saving failed: the server's words or the step's own text. */
  error: string | null;
  onSave: () => void;
}

export function SaveLocationView({ label, state, savedText, error, onSave }: SaveLocationViewProps) {
  return (
    <div className="save-location">
      {state === 'saved' ? (
        <p role="status">{savedText}</p>
      ) : (
        <button type="button" className="button button--secondary button--small" aria-disabled={state === 'saving' || undefined} onClick={() => (state === 'saving' ? undefined : onSave())}>
          {label}
        </button>
      )}
      {state === 'failed' && error ? (
        <p className="save-location__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

