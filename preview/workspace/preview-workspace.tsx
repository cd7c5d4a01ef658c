import { useCallback, useMemo, useRef, useState } from 'react';
import { decodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { PREVIEW_PARAM } from '../../src/app/repro/preview-param';
import type { BookingState } from '../../src/booking/booking-state';
import type { Decision } from '../../src/renderer/decision';
import type { FrameBridge } from '../bridge/frame-bridge';
import { ConfigEditor } from '../config-editor/config-editor';
import type { ConfigSchema } from '../config-editor/config-schema';
import { SemanticDiff } from '../diff/semantic-diff';
import { FaultEditor } from '../fault-editor';
import { BlastRadius } from '../fleet/blast-radius';
import { FleetView } from '../fleet/fleet-view';
import { overlaysByProvider } from '../analysis/overlays-by-provider';
import { writtenFlow } from '../preview-flow';
import { buildScenario, DEFAULT_PATH, formFromLink, reproLink, type FaultRow, type FieldError, type PreviewForm, type SessionChoice } from '../scenario-builder';
import { AppFrame, VIEWPORTS, type Viewport } from './app-frame';
import { BookingEditor } from './booking-editor';
import { ClockPanel } from './clock-panel';
import { FlowPanel, type FlowPanelHighlight } from './flow-panel';
import { LinkPanel } from './link-panel';
import { StepShowsPanel } from './step-shows-panel';
import { latestShown } from './step-shows';
import { TracePanel } from './trace-panel';
import { WorkspaceTabs } from './workspace-tabs';

export interface PreviewWorkspaceProps {
  /** Provider fixtures by name (mocks/fixtures/providers). */
  fixtures: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** "METHOD /path" keys the mock implements. */
  callKeys: readonly string[];
  /** The app's origin (this page's). */
  origin: string;
  /** The provider configuration's JSON Schema (schemas/provider-config.schema.json). */
  schema: ConfigSchema;
  /** A repro link to start from (the tool's own `?link=`), else the demo provider at the place step. */
  startLink?: string | null;
}

const SESSION_LABELS: Record<SessionChoice, string> = {
  guest: 'Visitor (signed out)',
  customer: 'Demo customer (signed in)',
  unchanged: 'As the tab is',
};

const errorOf = (errors: readonly FieldError[], field: string) => errors.find((e) => e.field === field)?.message;

function defaultForm(names: readonly string[]): PreviewForm {
  return { provider: names.includes('demo') ? 'demo' : (names[0] ?? 'demo'), config: {}, session: 'guest', faults: [], clock: '', zone: 'America/New_York', path: DEFAULT_PATH };
}

/** The scenario of the form without the start path: what, when it changes, reloads the app. */
function scenarioKey(scenario: Scenario | null): string {
  return JSON.stringify(scenario);
}

/**
 * The preview workspace: controls on one side (configuration, flow graph and journeys, live decision trace
 * and booking state, faults and clock, fleet view and blast radius, semantic diff, repro links), the app
 * running beside them in a frame for the chosen provider and viewport. Every change is applied live: a new
 * scenario reloads the frame at the path the app is on; the tool's own state stays.
 */
export function PreviewWorkspace({ fixtures, callKeys, origin, schema, startLink }: PreviewWorkspaceProps) {
  const names = useMemo(() => Object.keys(fixtures), [fixtures]);
  const start = useMemo(() => {
    const restored = startLink ? formFromLink(startLink, origin) : null;
    const form = restored && 'form' in restored ? restored.form : defaultForm(names);
    const extras = restored && 'form' in restored && startLink ? linkExtras(startLink, origin) : {};
    return { form, extras, error: restored && 'error' in restored ? restored.error : null };
  }, [startLink, origin, names]);

  const [form, setForm] = useState<PreviewForm>(start.form);
  const [tab, setTab] = useState('config');
  const [viewport, setViewport] = useState<Viewport>(375);
  const [framePath, setFramePath] = useState(start.form.path);
  const [ready, setReady] = useState(false);
  const [decisions, setDecisions] = useState<Decision[]>([]);
  // What the steps show (`shown` decisions), kept apart from the list: the latest few, for the step in the frame.
  const [shown, setShown] = useState<Decision[]>([]);
  const [selectedDecision, setSelectedDecision] = useState<number | null>(null);
  const [booking, setBooking] = useState<BookingState | null>(null);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [liveNow, setLiveNow] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<FlowPanelHighlight | null>(null);
  const [startPath, setStartPath] = useState(start.form.path);
  const bridgeRef = useRef<FrameBridge | null>(null);
  const nextFaultId = useRef(start.form.faults.length + 1);
  const addFaultRef = useRef<HTMLButtonElement>(null);

  const result = useMemo(() => buildScenario({ ...form, path: form.path || DEFAULT_PATH }), [form]);
  const fixture = useMemo(() => fixtures[form.provider] ?? {}, [fixtures, form.provider]);
  const edited = useMemo(() => ({ ...fixture, ...form.config }), [fixture, form.config]);

  // The frame's address: rebuilt when the scenario changes (the path the app is on is kept); the booking and the
  // moved clock of a pasted or starting link go in once.
  const key = scenarioKey(result.scenario);
  const [frame, setFrame] = useState(() => ({ key, src: result.scenario ? reproLink(origin, start.form.path, { ...result.scenario, ...start.extras }) : null }));
  if (frame.key !== key && result.scenario) {
    setFrame({ key, src: reproLink(origin, framePath, result.scenario) });
    setReady(false);
  }

  const set = (patch: Partial<PreviewForm>) => setForm((f) => ({ ...f, ...patch }));

  const onBridge = useCallback((bridge: FrameBridge | null) => {
    bridgeRef.current = bridge;
  }, []);

  const handlers = {
    onReady: () => {
      setReady(true);
      setBookingError(null);
      void bridgeRef.current
        ?.getState()
        .then((s) => {
          setLiveNow(s.scenario.now || s.scenario.clock ? s.now : null);
          setBooking(s.booking);
        })
        .catch(() => undefined);
    },
    onLocation: (path: string) => setFramePath(path),
    onDecision: (d: Decision) => (d.kind === 'shown' ? setShown((all) => [...all.slice(-19), d]) : setDecisions((all) => [...all.slice(-199), d])),
    onBooking: (state: BookingState) => setBooking(state),
    onClock: (now: string) => setLiveNow(now),
    onError: (e: { request: string; message: string }) => {
      if (e.request === 'setBooking') setBookingError(`The app refused the booking: ${e.message}`);
    },
  };

  const link = result.scenario ? reproLink(origin, framePath, withBooking(withClock(result.scenario, liveNow), booking)) : null;

  const restore = (pasted: string): string | null => {
    const restored = formFromLink(pasted, origin);
    if ('error' in restored) return restored.error;
    const scenario = buildScenario(restored.form).scenario;
    setForm(restored.form);
    setStartPath(restored.form.path);
    setFramePath(restored.form.path);
    setDecisions([]);
    setLiveNow(null);
    if (scenario) {
      // The whole link, booking and moved clock included, runs in the frame.
      setFrame({ key: scenarioKey(scenario), src: reproLink(origin, restored.form.path, { ...scenario, ...linkExtras(pasted, origin) }) });
      setReady(false);
    }
    return null;
  };

  const addFault = () => {
    const id = nextFaultId.current++;
    set({ faults: [...form.faults, { id, key: '', kind: 'status', status: '500', body: '', delay: '3000' }] });
    requestAnimationFrame(() => document.getElementById(`fault-${id}-key`)?.focus());
  };
  const updateFault = (row: FaultRow) => set({ faults: form.faults.map((r) => (r.id === row.id ? row : r)) });
  const removeFault = (id: number) => {
    set({ faults: form.faults.filter((r) => r.id !== id) });
    addFaultRef.current?.focus();
  };

  const stepClock = (ms: number) => {
    const base = liveNow ?? result.scenario?.now ?? new Date().toISOString();
    bridgeRef.current?.setClock(new Date(new Date(base).getTime() + ms).toISOString());
  };

  const selectDecision = (d: Decision) => {
    setSelectedDecision(d.seq);
    const to = d.to?.stepId;
    setHighlight({
      label: `decision ${d.seq}: ${d.ruleId ?? 'no rule'} on ${d.stepId}`,
      steps: to ? [d.stepId, to] : [d.stepId],
      rules: d.ruleId ? [d.ruleId] : [],
      moves: to ? [{ from: d.stepId, to }] : undefined,
    });
    setTab('flow');
  };

  const pathError = errorOf(result.errors, 'path');
  const configError = errorOf(result.errors, 'config');
  const scenarioErrors = result.errors.filter((e) => e.field === 'scenario');

  const tabs = [
    {
      id: 'config',
      label: 'Configuration',
      content: (
        <>
          {configError ? <p className="field-error">{configError}</p> : null}
          <ConfigEditor schema={schema} fixture={fixture} diff={form.config} onChange={(config) => set({ config })} />
        </>
      ),
    },
    {
      id: 'flow',
      label: 'Flow',
      content: (
        <FlowPanel
          provider={form.provider}
          config={edited}
          highlight={highlight}
          onHighlight={setHighlight}
          onNavigate={(path) => bridgeRef.current?.navigate(path)}
          onBackToTrace={selectedDecision === null ? undefined : () => setTab('trace')}
        />
      ),
    },
    {
      id: 'trace',
      label: `Trace (${decisions.length})`,
      content: (
        <>
          <StepShowsPanel decision={latestShown(shown, framePath)} />
          <TracePanel
            decisions={decisions}
            selected={selectedDecision}
            onSelect={selectDecision}
            onClear={() => {
              setDecisions([]);
              setSelectedDecision(null);
            }}
          />
          <BookingEditor booking={booking} appError={bookingError} onApply={(b) => {
            setBookingError(null);
            bridgeRef.current?.setBooking(b as BookingState);
          }} />
        </>
      ),
    },
    {
      id: 'faults',
      label: 'Faults & clock',
      content: (
        <>
          <fieldset>
            <legend>Faults</legend>
            <p className="preview-tool__hint">Canned answers for chosen calls of the mock back end (docs/api.md); every other call answers normally.</p>
            {form.faults.map((row, i) => (
              <FaultEditor key={row.id} row={row} index={i} callKeys={callKeys} errors={result.errors} onChange={updateFault} onRemove={() => removeFault(row.id)} />
            ))}
            <div className="preview-tool__actions">
              <button ref={addFaultRef} type="button" className="button button--secondary" onClick={addFault}>
                Add a fault
              </button>
            </div>
          </fieldset>
          <ClockPanel
            clock={form.clock}
            zone={form.zone}
            error={errorOf(result.errors, 'clock')}
            liveNow={liveNow}
            onClockChange={(clock) => set({ clock })}
            onZoneChange={(zone) => set({ zone })}
            onStep={stepClock}
          />
        </>
      ),
    },
    { id: 'fleet', label: 'Fleet', content: (
      <>
        <FleetView flow={writtenFlow} fixtures={fixtures} overlays={overlaysByProvider} />
        <BlastRadius flow={writtenFlow} fixtures={fixtures} schema={schema} overlays={overlaysByProvider} />
      </>
    ) },
    {
      id: 'diff',
      label: 'Diff',
      content: (
        <SemanticDiff
          flow={writtenFlow}
          left={{ label: `${form.provider} fixture`, config: fixture, provider: form.provider }}
          right={{ label: `${form.provider} as edited`, config: edited, provider: form.provider }}
          overlays={overlaysByProvider}
          fixtures={fixtures}
        />
      ),
    },
    { id: 'link', label: 'Repro link', content: <LinkPanel link={link} onRestore={restore} /> },
  ];

  return (
    <div className="workspace">
      <main className="workspace__controls preview-tool" aria-labelledby="workspace-title">
        <h1 id="workspace-title">Preview</h1>
        {start.error ? <p className="field-error">The starting link could not be used: {start.error}</p> : null}
        <form className="workspace__toolbar" onSubmit={(e) => e.preventDefault()} noValidate>
          <div className="preview-tool__field">
            <label htmlFor="provider">Provider</label>
            <select id="provider" value={form.provider} onChange={(e) => set({ provider: e.target.value, config: {} })}>
              {names.map((n) => (
                <option key={n} value={n}>
                  {n} — {String(fixtures[n]?.customer_facing_name ?? '')}
                </option>
              ))}
            </select>
          </div>
          <div className="preview-tool__field">
            <label htmlFor="session">Session</label>
            <select id="session" value={form.session} onChange={(e) => set({ session: e.target.value as SessionChoice })}>
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
              onChange={(e) => setStartPath(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') bridgeRef.current?.navigate(startPath);
              }}
            />
            {pathError ? (
              <p className="field-error" id="path-error">
                {pathError}
              </p>
            ) : null}
          </div>
          <button type="button" className="button button--secondary" onClick={() => bridgeRef.current?.navigate(startPath)}>
            Go
          </button>
          <fieldset className="workspace__viewports">
            <legend>Viewport</legend>
            {VIEWPORTS.map((w) => (
              <label key={w}>
                <input type="radio" name="viewport" value={w} checked={viewport === w} onChange={() => setViewport(w)} />
                <span>{w} px</span>
              </label>
            ))}
          </fieldset>
        </form>
        {scenarioErrors.length ? (
          <ul className="preview-tool__errors">
            {scenarioErrors.map((e) => (
              <li key={e.message}>{e.message}</li>
            ))}
          </ul>
        ) : null}
        <WorkspaceTabs tabs={tabs} value={tab} onValueChange={setTab} label="Preview tools" />
      </main>
      <section className="workspace__app" aria-label="The app">
        <div className="workspace__app-head">
          <span>
            {form.provider} at <span className="workspace__app-path">{framePath}</span>
          </span>
          <span role="status">{ready ? '' : 'Loading the app…'}</span>
        </div>
        {frame.src ? (
          <AppFrame src={frame.src} width={viewport} title={`The booking app of ${form.provider}`} handlers={handlers} onBridge={onBridge} />
        ) : (
          <p className="preview-tool__errors">Fix the marked fields to run the app.</p>
        )}
      </section>
    </div>
  );
}

function withBooking(scenario: Scenario, booking: BookingState | Scenario['booking'] | null | undefined): Scenario {
  return booking ? { ...scenario, booking: booking as Scenario['booking'] } : scenario;
}

/** The time machine's clock goes into a copied link when it moved away from the link's own `now`. */
function withClock(scenario: Scenario, liveNow: string | null): Scenario {
  return liveNow && (!scenario.now || Date.parse(liveNow) !== Date.parse(scenario.now)) ? { ...scenario, clock: liveNow } : scenario;
}

/**
 * What a repro link carries beside the form's fields: the booking and the time machine's moved clock (the form
 * holds neither), so the frame runs the whole link. Empty for an unreadable link.
 */
function linkExtras(link: string, origin: string): Pick<Scenario, 'booking' | 'clock'> {
  try {
    const encoded = new URL(link.trim(), origin).searchParams.get(PREVIEW_PARAM);
    if (!encoded) return {};
    const { booking, clock } = decodeScenario(encoded);
    return { ...(booking ? { booking } : {}), ...(clock ? { clock } : {}) };
  } catch {
    return {};
  }
}
