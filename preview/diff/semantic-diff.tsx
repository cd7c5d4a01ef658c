import { useId, useMemo, useState } from 'react';
import type { Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider } from '../analysis/analysis-types';
import { behaviourDiff, type BehaviourDiff } from '../analysis/behaviour-diff';
import type { StepChange } from '../analysis/behaviour-compare';
import { configFromReproLink } from '../analysis/config-from-repro-link';
import { ShownChanges } from './shown-changes';
import '../analysis/analysis.css';

export { configFromReproLink } from '../analysis/config-from-repro-link';

/** One side of the comparison. */
export interface DiffSide {
  /** How the side is named in the panel (e.g. "fixture", "edited"). */
  label: string;
  config: ConfigRecord;
  /** The provider whose overlay applies; default the configuration's `z3p_client_name`. */
  provider?: string;
}

export interface SemanticDiffProps {
  /** The booking flow as written (each side's provider overlay is applied from `overlays`). */
  flow: Flow;
  left: DiffSide;
  right: DiffSide;
  overlays?: OverlaysByProvider;
  /** Provider fixtures by name: with them, the panel also compares two pasted repro links ("Link A", "Link B"). */
  fixtures?: Readonly<Record<string, ConfigRecord>>;
}

type Mode = 'given' | 'links';

function decode(text: string, fixtures: Readonly<Record<string, ConfigRecord>>): { side: DiffSide | null; error: string | null } {
  if (!text.trim()) return { side: null, error: null };
  try {
    const link = configFromReproLink(text, fixtures);
    return { side: { label: `Link (${link.label})`, config: link.config, provider: link.provider }, error: null };
  } catch (e) {
    return { side: null, error: (e as Error).message };
  }
}

function Steps({ title, steps, tone }: { title: string; steps: StepChange[]; tone: string }) {
  if (!steps.length) return null;
  return (
    <>
      <dt>
        {title} ({steps.length})
      </dt>
      <dd>
        <ul>
          {steps.map((s) => (
            <li key={s.stepId} className={tone}>
              <code>{s.route}</code> ({s.stepId})
              {s.reason ? <span className="pa-reason">{s.reason}</span> : null}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** "Same behaviour", or what differs in numbers: `1 step gained, 3 journeys gained, 3 messages changed`. */
function summaryOf(diff: BehaviourDiff): string {
  if (diff.same) return 'Same behaviour';
  const j = diff.journeys;
  const parts: Array<[number, string]> = [
    [diff.stepsGained.length, 'gained'],
    [diff.stepsLost.length, 'lost'],
    [diff.stepsMoved.length, 'reached another way'],
  ];
  const out = parts.filter(([n]) => n).map(([n, what]) => `${n} ${n === 1 ? 'step' : 'steps'} ${what}`);
  const journeys: Array<[number, string]> = [
    [j.appear.length, 'gained'],
    [j.disappear.length, 'lost'],
    [j.changed.length, 'changed'],
  ];
  out.push(...journeys.filter(([n]) => n).map(([n, what]) => `${n} ${n === 1 ? 'journey' : 'journeys'} ${what}`));
  if (j.skippedBefore || j.skippedAfter) out.push('booking offered on one side only');
  const shown = diff.shownChanged.length;
  if (shown) out.push(`${shown} ${shown === 1 ? 'difference' : 'differences'} in what steps show`);
  if (diff.messagesChanged.length) out.push(`${diff.messagesChanged.length} ${diff.messagesChanged.length === 1 ? 'message' : 'messages'} changed`);
  return `Behaviour differs: ${out.join(', ')}.`;
}

/** Journeys gained or lost, each with its steps; nothing when there are none. */
function Journeys({ title, journeys, tone }: { title: string; journeys: ReadonlyArray<{ label: string; steps: readonly string[] }>; tone: string }) {
  if (journeys.length === 0) return null;
  return (
    <>
      <dt>
        {title} ({journeys.length})
      </dt>
      <dd>
        <ul>
          {journeys.map((x) => (
            <li key={x.label} className={tone}>
              {x.label}
              <span className="pa-reason">{x.steps.join(' → ')}</span>
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

function DiffResult({ diff, left, right }: { diff: BehaviourDiff; left: string; right: string }) {
  const j = diff.journeys;
  return (
    <>
      <dl className="pa-changes">
        <Steps title={`Steps gained in ${right}`} steps={diff.stepsGained} tone="pa-gain" />
        <Steps title={`Steps lost in ${right}`} steps={diff.stepsLost} tone="pa-loss" />
        <Steps title="Steps reached another way" steps={diff.stepsMoved} tone="" />
        <Journeys title="Journeys gained" journeys={j.appear} tone="pa-gain" />
        <Journeys title="Journeys lost" journeys={j.disappear} tone="pa-loss" />
        {j.changed.length > 0 && (
          <>
            <dt>Journeys changed ({j.changed.length})</dt>
            <dd>
              <ul>
                {j.changed.map((c) => (
                  <li key={c.label}>
                    {c.label}
                    <span className="pa-reason">
                      {left}: {c.before.steps.join(' → ')}
                    </span>
                    <span className="pa-reason">
                      {right}: {c.after.steps.join(' → ')}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {(j.skippedBefore || j.skippedAfter) && (
          <>
            <dt>Booking</dt>
            <dd>{j.skippedAfter ? `${right} has no journeys: ${j.skippedAfter}` : `${left} has no journeys: ${j.skippedBefore}`}</dd>
          </>
        )}
        {diff.shownChanged.length > 0 && (
          <>
            <dt>What the steps show ({diff.shownChanged.length})</dt>
            <dd>
              <ShownChanges changes={diff.shownChanged} />
            </dd>
          </>
        )}
      </dl>
      {diff.messagesChanged.length > 0 && (
        <table className="pa-messages">
          <caption>Messages changed ({diff.messagesChanged.length})</caption>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Message</th>
              <th scope="col">{left}</th>
              <th scope="col">{right}</th>
            </tr>
          </thead>
          <tbody>
            {diff.messagesChanged.map((m) => (
              <tr key={`${m.stepId ?? ''}/${m.key}`}>
                <td>{m.stepId ?? 'every step'}</td>
                <td>
                  <code>{m.key}</code>
                </td>
                <td>{m.left ?? '(none)'}</td>
                <td>{m.right ?? '(none)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The semantic diff: two configurations compared as behaviour — steps gained or lost, journeys gained, lost
 * or changed, what the steps show (widgets, parts, computed options: "At Work shown → hidden on
 * /pricing/place (service_locations: …)"), messages changed — or "Same behaviour". With `fixtures`, a "Compare" choice switches to two
 * pasted repro links ("Link A", "Link B", decoded with `configFromReproLink`); a link that cannot be used
 * says why under its input.
 */
export function SemanticDiff({ flow, left, right, overlays, fixtures }: SemanticDiffProps) {
  const [mode, setMode] = useState<Mode>('given');
  const [linkA, setLinkA] = useState('');
  const [linkB, setLinkB] = useState('');
  const headingId = useId();
  const aId = useId();
  const bId = useId();
  const aErr = useId();
  const bErr = useId();
  const modeName = useId();

  const a = useMemo(() => (fixtures ? decode(linkA, fixtures) : { side: null, error: null }), [linkA, fixtures]);
  const b = useMemo(() => (fixtures ? decode(linkB, fixtures) : { side: null, error: null }), [linkB, fixtures]);
  const [l, r] = mode === 'links' ? [a.side, b.side] : [left, right];
  const diff = useMemo(
    () => (l && r ? behaviourDiff(flow, l.config, r.config, { overlays, providerA: l.provider, providerB: r.provider }) : null),
    [flow, l, r, overlays],
  );

  return (
    <section className="pa-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Semantic diff</h2>
      <p className="pa-note">Two configurations compared as behaviour: the steps customers reach, their journeys, what the steps show and the texts they see.</p>
      {fixtures && (
        <fieldset className="pa-fieldset">
          <legend>Compare</legend>
          <label className="pa-check">
            <input type="radio" name={modeName} checked={mode === 'given'} onChange={() => setMode('given')} />
            {left.label} with {right.label}
          </label>
          <label className="pa-check">
            <input type="radio" name={modeName} checked={mode === 'links'} onChange={() => setMode('links')} />
            Two pasted repro links
          </label>
        </fieldset>
      )}
      {fixtures && mode === 'links' && (
        <div className="pa-links">
          <div className="pa-field">
            <label htmlFor={aId}>Link A</label>
            <input id={aId} type="text" value={linkA} onChange={(e) => setLinkA(e.target.value)} aria-invalid={a.error ? true : undefined} aria-describedby={a.error ? aErr : undefined} />
            {a.error && (
              <span id={aErr} className="pa-error">
                {a.error}
              </span>
            )}
          </div>
          <div className="pa-field">
            <label htmlFor={bId}>Link B</label>
            <input id={bId} type="text" value={linkB} onChange={(e) => setLinkB(e.target.value)} aria-invalid={b.error ? true : undefined} aria-describedby={b.error ? bErr : undefined} />
            {b.error && (
              <span id={bErr} className="pa-error">
                {b.error}
              </span>
            )}
          </div>
        </div>
      )}
      {l && r ? (
        <>
          <h3>
            {l.label} → {r.label}
          </h3>
          <p role="status" className={diff?.same ? 'pa-same' : 'pa-note'}>
            {diff ? summaryOf(diff) : ''}
          </p>
          {diff && !diff.same && <DiffResult diff={diff} left={l.label} right={r.label} />}
        </>
      ) : (
        <p className="pa-note">Paste two repro links to compare them.</p>
      )}
    </section>
  );
}
