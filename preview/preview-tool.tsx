import { useId, useMemo, useRef, useState } from 'react';
import { FaultEditor } from './fault-editor';
import {
  buildScenario,
  CLOCK_ZONES,
  DEFAULT_PATH,
  booleanFields,
  reproLink,
  type FaultRow,
  type FieldError,
  type PreviewForm,
  type SessionChoice,
} from './scenario-builder';

export interface PreviewToolProps {
  /** Provider fixtures by name (mocks/fixtures/providers). */
  fixtures: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** "METHOD /path" keys the mock implements. */
  callKeys: readonly string[];
  /** Origin the link points at (this page's). */
  origin: string;
}

const SESSION_LABELS: Record<SessionChoice, string> = {
  guest: 'Visitor, not signed in (session "guest": the token is cleared)',
  customer: 'Signed in as the demo customer (demo@example.com)',
  unchanged: 'Leave the tab’s sign-in as it is',
};

function errorOf(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}

/**
 * The minimal preview tool: a provider fixture, configuration changes, a session, faults per call, a clock
 * and a start path → a repro link (docs/repro-links.md) to copy or open.
 */
export function PreviewTool({ fixtures, callKeys, origin }: PreviewToolProps) {
  const names = useMemo(() => Object.keys(fixtures), [fixtures]);
  const [form, setForm] = useState<PreviewForm>(() => ({
    provider: names.includes('demo') ? 'demo' : (names[0] ?? 'demo'),
    flags: {},
    configJson: '',
    session: 'guest',
    faults: [],
    clock: '',
    zone: CLOCK_ZONES[0],
    path: DEFAULT_PATH,
  }));
  const [copyStatus, setCopyStatus] = useState('');
  const nextFaultId = useRef(1);
  const linkRef = useRef<HTMLInputElement>(null);
  const addFaultRef = useRef<HTMLButtonElement>(null);
  const linkHeadingId = useId();

  const fixture = useMemo(() => fixtures[form.provider] ?? {}, [fixtures, form.provider]);
  const flagNames = useMemo(() => booleanFields(fixture), [fixture]);
  const result = useMemo(() => buildScenario(form), [form]);
  const link = result.scenario ? reproLink(origin, form.path, result.scenario) : null;

  const set = (patch: Partial<PreviewForm>) => {
    setCopyStatus('');
    setForm((f) => ({ ...f, ...patch }));
  };

  const setFlag = (name: string, value: boolean) => {
    const flags = { ...form.flags };
    if (fixture[name] === value) delete flags[name];
    else flags[name] = value;
    set({ flags });
  };

  const addFault = () => {
    const id = nextFaultId.current++;
    set({ faults: [...form.faults, { id, key: '', kind: 'status', status: '500', body: '', delay: '3000' }] });
    // Focus the new fault's call once it is drawn.
    requestAnimationFrame(() => document.getElementById(`fault-${id}-key`)?.focus());
  };

  const updateFault = (row: FaultRow) => set({ faults: form.faults.map((r) => (r.id === row.id ? row : r)) });
  const removeFault = (id: number) => {
    set({ faults: form.faults.filter((r) => r.id !== id) });
    addFaultRef.current?.focus();
  };

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

  const configError = errorOf(result.errors, 'config-json');
  const clockError = errorOf(result.errors, 'clock');
  const pathError = errorOf(result.errors, 'path');
  const scenarioErrors = result.errors.filter((e) => e.field === 'scenario');

  return (
    <main className="preview-tool">
      <h1>Preview: build a repro link</h1>
      <p className="preview-tool__intro">
        Choose a provider, its configuration, a session, failing calls and a clock; then open the app in that state or
        copy the link (docs/repro-links.md). The link names the provider, so it works on any host.
      </p>

      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset>
          <legend>Provider</legend>
          <div className="preview-tool__field">
            <label htmlFor="provider">Provider fixture</label>
            <select
              id="provider"
              value={form.provider}
              onChange={(e) => set({ provider: e.target.value, flags: {} })}
            >
              {names.map((n) => (
                <option key={n} value={n}>
                  {n} — {String(fixtures[n]?.customer_facing_name ?? '')}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset>
          <legend>Configuration</legend>
          <p className="preview-tool__hint" id="flags-hint">
            Switches of the {form.provider} fixture; changed ones go into the link.
          </p>
          <ul className="preview-tool__flags" aria-describedby="flags-hint">
            {flagNames.map((name) => {
              const changed = name in form.flags;
              return (
                <li key={name}>
                  <label className={changed ? 'preview-tool__flag-changed' : undefined}>
                    <input
                      type="checkbox"
                      checked={form.flags[name] ?? fixture[name] === true}
                      onChange={(e) => setFlag(name, e.target.checked)}
                    />
                    {name}
                    {changed ? ' (changed)' : ''}
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="preview-tool__field">
            <label htmlFor="config-json">More configuration (JSON object, merged over the fixture)</label>
            <textarea
              id="config-json"
              spellCheck={false}
              placeholder='{"customer_facing_name": "Test Shop"}'
              aria-invalid={configError ? true : undefined}
              aria-describedby={`config-json-hint${configError ? ' config-json-error' : ''}`}
              value={form.configJson}
              onChange={(e) => set({ configJson: e.target.value })}
            />
            <p className="preview-tool__hint" id="config-json-hint">
              Any fields of the provider configuration (schemas/provider-config.schema.json); they win over the switches.
            </p>
            {configError ? (
              <p className="field-error" id="config-json-error">
                {configError}
              </p>
            ) : null}
          </div>
        </fieldset>

        <fieldset>
          <legend>Session</legend>
          {(Object.keys(SESSION_LABELS) as SessionChoice[]).map((s) => (
            <div key={s}>
              <label>
                <input type="radio" name="session" value={s} checked={form.session === s} onChange={() => set({ session: s })} />{' '}
                {SESSION_LABELS[s]}
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset>
          <legend>Faults</legend>
          <p className="preview-tool__hint">
            Canned answers for chosen calls of the mock back end; every other call answers normally.
          </p>
          {form.faults.map((row, i) => (
            <FaultEditor
              key={row.id}
              row={row}
              index={i}
              callKeys={callKeys}
              errors={result.errors}
              onChange={updateFault}
              onRemove={() => removeFault(row.id)}
            />
          ))}
          <div className="preview-tool__actions">
            <button ref={addFaultRef} type="button" className="button button--secondary" onClick={addFault}>
              Add a fault
            </button>
          </div>
        </fieldset>

        <fieldset>
          <legend>Clock</legend>
          <div className="preview-tool__field">
            <label htmlFor="clock">Now (empty: the real time)</label>
            <input
              id="clock"
              type="datetime-local"
              step={60}
              aria-invalid={clockError ? true : undefined}
              aria-describedby={`clock-hint${clockError ? ' clock-error' : ''}`}
              value={form.clock}
              onChange={(e) => set({ clock: e.target.value })}
            />
            {clockError ? (
              <p className="field-error" id="clock-error">
                {clockError}
              </p>
            ) : null}
          </div>
          <div className="preview-tool__field">
            <label htmlFor="zone">Time zone of that time</label>
            <select id="zone" value={form.zone} onChange={(e) => set({ zone: e.target.value })}>
              {CLOCK_ZONES.map((z) => (
                <option key={z} value={z}>
                  {z}
                  {z === 'America/New_York' ? ' (the demo world’s zone)' : ''}
                </option>
              ))}
            </select>
          </div>
          <p className="preview-tool__hint" id="clock-hint">
            The mock world and the app both stand still at this instant{result.scenario?.now ? `: ${result.scenario.now}` : ''}.
          </p>
        </fieldset>

        <fieldset>
          <legend>Start</legend>
          <div className="preview-tool__field">
            <label htmlFor="path">Start path</label>
            <input
              id="path"
              type="text"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={pathError ? true : undefined}
              aria-describedby={pathError ? 'path-error' : undefined}
              value={form.path}
              onChange={(e) => set({ path: e.target.value })}
            />
            {pathError ? (
              <p className="field-error" id="path-error">
                {pathError}
              </p>
            ) : null}
          </div>
        </fieldset>
      </form>

      <section aria-labelledby={linkHeadingId}>
        <h2 id={linkHeadingId}>Repro link</h2>
        {link ? (
          <>
            <div className="preview-tool__field">
              <label htmlFor="repro-link">Link</label>
              <input
                ref={linkRef}
                id="repro-link"
                className="preview-tool__link"
                type="text"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
              />
            </div>
            <div className="preview-tool__actions">
              <button type="button" className="button button--primary" onClick={() => void copy()}>
                Copy link
              </button>
              <a className="button button--secondary" href={link}>
                Open app
              </a>
            </div>
            <details>
              <summary>Scenario JSON</summary>
              <pre className="preview-tool__json">{JSON.stringify(result.scenario, null, 2)}</pre>
            </details>
          </>
        ) : (
          <div className="preview-tool__errors">
            <p>Fix the marked fields to get a link.</p>
            {scenarioErrors.length ? (
              <ul>
                {scenarioErrors.map((e) => (
                  <li key={e.message}>{e.message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <p role="status" className="preview-tool__hint">
          {copyStatus}
        </p>
      </section>
    </main>
  );
}
