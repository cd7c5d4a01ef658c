import { useId, useRef, useState } from 'react';

export interface LinkPanelProps {
  /** The repro link of what the frame shows now (provider, configuration changes, session, faults, clock, path, booking); null while a field is invalid. */
  link: string | null;
  /** Restores the whole workspace from a pasted link; returns the reason when it cannot. */
  onRestore: (link: string) => string | null;
}

/** Repro links both ways: copy the frame's state as a link, or paste one to restore the workspace. */
export function LinkPanel({ link, onRestore }: LinkPanelProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [restored, setRestored] = useState('');
  const linkRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const copy = async () => {
    if (!link) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopyStatus('Link copied.');
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopyStatus('Copying is not allowed here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  };

  const restore = () => {
    const error = onRestore(pasted);
    setPasteError(error);
    setRestored(error ? '' : 'Workspace restored from the link.');
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Repro link</h2>
      {link ? (
        <>
          <div className="preview-tool__field">
            <label htmlFor="repro-link">Link to what the app shows now</label>
            <input ref={linkRef} id="repro-link" className="preview-tool__link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="preview-tool__actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              Copy link
            </button>
            <a className="button button--secondary" href={link} target="_blank" rel="noreferrer">
              Open in a new tab
            </a>
          </div>
        </>
      ) : (
        <p className="preview-tool__errors">Fix the marked fields to get a link.</p>
      )}
      <p role="status" className="preview-tool__hint">
        {copyStatus}
      </p>
      <form
        className="workspace__paste"
        onSubmit={(e) => {
          e.preventDefault();
          restore();
        }}
      >
        <div className="preview-tool__field">
          <label htmlFor="paste-link">Paste a repro link</label>
          <input
            id="paste-link"
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={pasted}
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={pasteError ? 'paste-link-error' : undefined}
            onChange={(e) => setPasted(e.target.value)}
          />
          {pasteError ? (
            <p className="field-error" id="paste-link-error">
              {pasteError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--secondary">
          Restore the workspace
        </button>
        <p role="status" className="preview-tool__hint">
          {restored}
        </p>
      </form>
    </section>
  );
}
