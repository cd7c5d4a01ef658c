import { useMemo, useRef, useState } from 'react';
import type { BookingState } from '../../src/booking/booking-state';
import type { Decision } from '../../src/renderer/decision';
import { ConfigEditor } from '../config-editor/config-editor';
import { DownloadConfiguration, ImportedNote } from '../config-import/configuration-source';
import { providerOfLink } from '../config-import/imported-provider';
import { pastedConfiguration, type PasteOutcome } from '../config-import/pasted-configuration';
import { looksLikeConfiguration } from '../config-import/read-configuration';
import { useImportedProviders } from '../config-import/use-imported-providers';
import type { ConfigSchema } from '../config-editor/config-schema';
import { overlaysByProvider } from '../analysis/overlays-by-provider';
import { writtenFlow } from '../preview-flow';
import { buildScenario, DEFAULT_PATH, formFromLink, reproLink, type FieldError, type PreviewForm } from '../scenario-builder';
import { AppFrame, type Viewport } from './app-frame';
import { BookingEditor } from './booking-editor';
import { ClockPanel } from './clock-panel';
import { FaultsFieldset } from './faults-fieldset';
import type { FlowPanelHighlight } from './flow-panel';
import { LazyFleetPanel, LazyFlowPanel, LazySemanticDiff } from './lazy-panels';
import { LinkPanel } from './link-panel';
import { linkExtras, withBooking, withClock } from './scenario-link';
import { StepShowsPanel } from './step-shows-panel';
import { latestShown } from './step-shows';
import { TracePanel } from './trace-panel';
import { useAppFrame } from './use-app-frame';
import { WorkspaceTabs } from './workspace-tabs';
import { WorkspaceToolbar } from './workspace-toolbar';

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


const errorOf = (errors: readonly FieldError[], field: string) => errors.find((e) => e.field === field)?.message;

function defaultForm(names: readonly string[]): PreviewForm {
  return { provider: names.includes('demo') ? 'demo' : (names[0] ?? 'demo'), config: {}, session: 'guest', faults: [], clock: '', zone: 'America/New_York', path: DEFAULT_PATH };
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
    const read = startLink ? formFromLink(startLink, origin) : null;
    // A link naming a provider that is not a fixture must carry its whole configuration (no silent demo instead).
    const linked = read && 'form' in read ? providerOfLink(read.form, fixtures) : null;
    const restored = linked && 'error' in linked ? linked : read;
    const form = restored && 'form' in restored ? restored.form : defaultForm(names);
    const extras = restored && 'form' in restored && startLink ? linkExtras(startLink, origin) : {};
    const imported = linked && 'imported' in linked ? linked.imported : undefined;
    return { form, extras, imported, error: restored && 'error' in restored ? restored.error : null };
  }, [startLink, origin, names, fixtures]);

  const [form, setForm] = useState<PreviewForm>(start.form);
  const imports = useImportedProviders(fixtures, start.imported);
  const [tab, setTab] = useState('config');
  const [viewport, setViewport] = useState<Viewport>(375);
  const [selectedDecision, setSelectedDecision] = useState<Decision | null>(null);
  const [highlight, setHighlight] = useState<FlowPanelHighlight | null>(null);
  const [startPath, setStartPath] = useState(start.form.path);
  const nextFaultId = useRef(start.form.faults.length + 1);

  const result = useMemo(() => buildScenario({ ...form, path: form.path || DEFAULT_PATH }), [form]);
  const fixture = useMemo(() => fixtures[form.provider] ?? {}, [fixtures, form.provider]);
  const edited = useMemo(() => ({ ...fixture, ...form.config }), [fixture, form.config]);
  const app = useAppFrame(origin, result.scenario, { path: start.form.path, extras: start.extras });
  const { frame, framePath, ready, decisions, shown, booking, bookingError, liveNow, bridge } = app;

  const set = (patch: Partial<PreviewForm>) => setForm((f) => ({ ...f, ...patch }));

  const link = result.scenario ? reproLink(origin, framePath, withBooking(withClock(result.scenario, liveNow), booking)) : null;

  const restore = (pasted: string): PasteOutcome => {
    if (looksLikeConfiguration(pasted, schema)) {
      const { outcome, placed } = pastedConfiguration(pasted, schema, fixtures);
      if (placed?.imported) imports.add(placed.imported);
      if (placed) set({ provider: placed.provider, config: placed.formConfig });
      return outcome;
    }
    const restored = formFromLink(pasted, origin);
    if ('error' in restored) return { error: restored.error };
    const linked = providerOfLink(restored.form, fixtures);
    if ('error' in linked) return linked;
    if (linked.imported) imports.add(linked.imported);
    const scenario = buildScenario(restored.form).scenario;
    setForm(restored.form);
    setStartPath(restored.form.path);
    app.restart(restored.form.path, scenario, () => linkExtras(pasted, origin));
    return { message: 'Workspace restored from the link.' };
  };

  const stepClock = (ms: number) => {
    const base = liveNow ?? result.scenario?.now ?? new Date().toISOString();
    bridge.current?.setClock(new Date(new Date(base).getTime() + ms).toISOString());
  };

  const selectDecision = (d: Decision) => {
    setSelectedDecision(d);
    const to = d.to?.stepId;
    setHighlight({
      label: `decision ${d.seq}: ${d.ruleId ?? 'no rule'} on ${d.stepId}`,
      steps: to ? [d.stepId, to] : [d.stepId],
      rules: d.ruleId ? [d.ruleId] : [],
      moves: to ? [{ from: d.stepId, to }] : undefined,
    });
    setTab('flow');
  };

  const imported = imports.importedOf(form.provider);
  const basis = imports.editorBasis(form.provider, form.config);
  // The Diff tab compares an imported provider with its nearest fixture.
  const left = imported ? { name: imported.nearest, label: `${imported.nearest} fixture (nearest)` } : { name: form.provider, label: `${form.provider} fixture` };
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
          {imported ? <ImportedNote provider={form.provider} imported={imported} /> : null}
          <ConfigEditor schema={schema} fixture={basis.fixture} diff={basis.diff} onChange={(diff) => set({ config: basis.toFormConfig(diff) })} />
        </>
      ),
    },
    {
      id: 'flow',
      label: 'Flow',
      content: (
        <LazyFlowPanel
          provider={form.provider}
          config={edited}
          highlight={highlight}
          onHighlight={setHighlight}
          onNavigate={(path, state) => {
            if (state) {
              bridge.current?.setSignedIn(state.signedIn);
              bridge.current?.setBooking(state.booking);
            }
            bridge.current?.navigate(path);
          }}
          framePath={framePath}
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
            onShowInGraph={(stepId) => {
              setHighlight({ label: `step ${stepId} from the trace`, steps: [stepId], rules: [] });
              setTab('flow');
            }}
            onClear={() => {
              app.clearDecisions();
              setSelectedDecision(null);
            }}
          />
          <BookingEditor booking={booking} appError={bookingError} onApply={(b) => {
            app.setBookingError(null);
            bridge.current?.setBooking(b as BookingState);
          }} />
        </>
      ),
    },
    {
      id: 'faults',
      label: 'Faults & clock',
      content: (
        <>
          <FaultsFieldset
            faults={form.faults}
            callKeys={callKeys}
            errors={result.errors}
            newFaultId={() => nextFaultId.current++}
            onChange={(faults) => set({ faults })}
          />
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
    { id: 'fleet', label: 'Fleet', content: <LazyFleetPanel flow={writtenFlow} fixtures={fixtures} schema={schema} overlays={overlaysByProvider} /> },
    {
      id: 'diff',
      label: 'Diff',
      content: (
        <LazySemanticDiff
          flow={writtenFlow}
          left={{ label: left.label, config: fixtures[left.name] ?? {}, provider: left.name }}
          right={{ label: `${form.provider} as edited`, config: edited, provider: form.provider }}
          overlays={overlaysByProvider}
          fixtures={fixtures}
        />
      ),
    },
    {
      id: 'link',
      label: 'Repro link',
      content: (
        <>
          <LinkPanel link={link} onRestore={restore} />
          <DownloadConfiguration provider={form.provider} config={edited} />
        </>
      ),
    },
  ];

  return (
    <div className="workspace">
      <main className="workspace__controls preview-tool" aria-labelledby="workspace-title">
        <h1 id="workspace-title">Preview</h1>
        {start.error ? <p className="field-error">The starting link could not be used: {start.error}</p> : null}
        <WorkspaceToolbar
          fixtures={imports.providers}
          names={Object.keys(imports.providers)}
          provider={form.provider}
          session={form.session}
          onChange={(patch) => set(patch.provider ? { ...patch, config: imports.importedOf(patch.provider)?.config ?? {} } : patch)}
          startPath={startPath}
          pathError={pathError}
          onStartPathChange={setStartPath}
          onGo={(path) => bridge.current?.navigate(path)}
          viewport={viewport}
          onViewportChange={setViewport}
        />
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
          <AppFrame src={frame.src} width={viewport} title={`The booking app of ${form.provider}`} handlers={app.handlers} onBridge={app.onBridge} />
        ) : (
          <p className="preview-tool__errors">Fix the marked fields to run the app.</p>
        )}
      </section>
    </div>
  );
}
