import { useId, useRef, useState } from 'react';
import type { PasteOutcome } from '../config-import/pasted-configuration';
import '../config-import/config-import.css';

export interface LinkPanelProps {
  /** The repro link of what the frame shows now (provider, configuration changes, session, faults, clock, path, booking); null while a field is invalid. */
  link: string | null;
  /** Restores the workspace from a pasted link or imports a pasted configuration; says what it did, or why it could not. */
  onRestore: (text: string) => PasteOutcome;
}

/**
 * Repro links both ways: copy the frame's state as a link; or paste (or drop, or choose a file of) a link or a
 * provider configuration's JSON to restore or set the workspace. A refusal is shown at the box with its
 * field-level issues.
 */
export function LinkPanel({ link, onRestore }: LinkPanelProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<PasteOutcome | null>(null);
  const [dropping, setDropping] = useState(false);
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

  const restore = (text: string) => setOutcome(onRestore(text));

  /** A chosen or dropped file: its text goes into the box and is used at once. */
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setPasted(text);
    restore(text);
  };

  const pasteError = outcome && 'error' in outcome ? outcome : null;
  const notices = outcome?.notices ?? [];

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
          restore(pasted);
        }}
      >
        <div className="preview-tool__field">
          <label htmlFor="paste-link">Paste a repro link or a provider configuration (JSON)</label>
          <textarea
            id="paste-link"
            className={dropping ? 'workspace__paste-box workspace__paste-box--drop' : 'workspace__paste-box'}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            value={pasted}
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={pasteError ? 'paste-link-error' : 'paste-link-hint'}
            onChange={(e) => setPasted(e.target.value)}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes('Files')) return;
              e.preventDefault();
              setDropping(true);
            }}
            onDragLeave={() => setDropping(false)}
            onDrop={(e) => {
              if (!e.dataTransfer.files.length) return;
              e.preventDefault();
              setDropping(false);
              void readFile(e.dataTransfer.files[0]);
            }}
          />
          <span id="paste-link-hint" className="preview-tool__hint">
            A link with ?preview=, or the answer of GET /app-z3p-configuration; drop a .json file here or choose one below.
          </span>
          {pasteError ? (
            <div className="field-error" id="paste-link-error">
              <p>{pasteError.error}</p>
              {pasteError.issues?.length ? (
                <ul>
                  {pasteError.issues.map((i) => (
                    <li key={`${i.field}: ${i.message}`}>
                      <code>{i.field}</code>: {i.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="preview-tool__field">
          <label htmlFor="paste-file">Configuration file (JSON)</label>
          <input
            id="paste-file"
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              void readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <button type="submit" className="button button--secondary">
          Restore the workspace
        </button>
        <div role="status" className="preview-tool__hint">
          {outcome && 'message' in outcome ? <p>{outcome.message}</p> : null}
          {notices.length ? (
            <ul aria-label="Notices">
              {notices.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </form>
    </section>
  );
}
