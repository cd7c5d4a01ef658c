import type { PreviewForm, SessionChoice } from '../scenario-builder';
import { VIEWPORTS, type Viewport } from './app-frame';

const SESSION_LABELS: Record<SessionChoice, string> = {
  guest: 'Visitor (signed out)',
  customer: 'Demo customer (signed in)',
  unchanged: 'As the tab is',
};

export interface WorkspaceToolbarProps {
  /** Provider fixtures by name (mocks/fixtures/providers). */
  fixtures: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  names: readonly string[];
  provider: string;
  session: SessionChoice;
  /** A change of the form (a new provider drops the configuration changes). */
  onChange: (patch: Partial<PreviewForm>) => void;
  /** The path in the "Go to path" field, and its error. */
  startPath: string;
  pathError?: string;
  onStartPathChange: (path: string) => void;
  /** Moves the running app to a path (Go, or Enter in the field). */
  onGo: (path: string) => void;
  viewport: Viewport;
  onViewportChange: (viewport: Viewport) => void;
}

/** The workspace's top controls: provider, session, the path to go to and the frame's viewport. */
export function WorkspaceToolbar({ fixtures, names, provider, session, onChange, startPath, pathError, onStartPathChange, onGo, viewport, onViewportChange }: WorkspaceToolbarProps) {
  return (
    <form className="workspace__toolbar" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="preview-tool__field">
        <label htmlFor="provider">Provider</label>
        <select id="provider" value={provider} onChange={(e) => onChange({ provider: e.target.value, config: {} })}>
          {names.map((n) => (
            <option key={n} value={n}>
              {n} — {String(fixtures[n]?.customer_facing_name ?? '')}
            </option>
          ))}
        </select>
      </div>
      <div className="preview-tool__field">
        <label htmlFor="session">Session</label>
        <select id="session" value={session} onChange={(e) => onChange({ session: e.target.value as SessionChoice })}>
          {(Object.keys(SESSION_LABELS) as SessionChoice[]).map((s) => (
            <option key={s} value={s}>
              {SESSION_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="preview-tool__field">
        <label htmlFor="path">Go to path</label>
        <input
          id="path"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={startPath}
          aria-invalid={pathError ? true : undefined}
          aria-describedby={pathError ? 'path-error' : undefined}
          onChange={(e) => onStartPathChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onGo(startPath);
          }}
        />
        {pathError ? (
          <p className="field-error" id="path-error">
            {pathError}
          </p>
        ) : null}
      </div>
      <button type="button" className="button button--secondary" onClick={() => onGo(startPath)}>
        Go
      </button>
      <fieldset className="workspace__viewports">
        <legend>Viewport</legend>
        {VIEWPORTS.map((w) => (
          <label key={w}>
            <input type="radio" name="viewport" value={w} checked={viewport === w} onChange={() => onViewportChange(w)} />
            <span>{w} px</span>
          </label>
        ))}
      </fieldset>
    </form>
  );
}
