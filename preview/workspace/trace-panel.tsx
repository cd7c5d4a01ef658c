import type { ConditionTrace } from '../../src/engine';
import type { Decision } from '../../src/renderer/decision';

export interface TracePanelProps {
  decisions: readonly Decision[];
  /** The selected entry (the same object as in `decisions`). */
  selected: Decision | null;
  /** Selects an entry (its step and rule are highlighted on the graph). */
  onSelect: (decision: Decision) => void;
  /** "Show in graph" on an entry: switch to the graph, centred on this step. */
  onShowInGraph?: (stepId: string) => void;
  onClear: () => void;
}

// The app numbers decisions per page load: after the frame reloads, `seq` starts again, so it cannot be a key.
// Each decision object gets a number of its own, for the life of the tool.
const keys = new WeakMap<Decision, number>();
let lastKey = 0;
function keyOf(d: Decision): number {
  let key = keys.get(d);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(d, key);
  }
  return key;
}

const KIND_LABELS: Record<Decision['kind'], string> = { entry: 'Entered', event: 'Event', blocked: 'Blocker', shown: 'Shows', facts: 'Facts' };

function valueText(value: unknown): string {
  if (value === undefined) return 'not set';
  return JSON.stringify(value);
}

function ConditionLine({ c }: { c: ConditionTrace }) {
  return (
    <li>
      <span className={c.result ? 'trace__true' : 'trace__false'}>{c.result ? 'true' : 'false'}</span> {c.text}
      {'value' in c ? <span className="trace__value"> (read {valueText(c.value)})</span> : null}
      {c.children?.length ? (
        <ul>
          {c.children.map((child, i) => (
            <ConditionLine key={i} c={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function summary(d: Decision): string {
  const rule = d.ruleId ?? 'no rule';
  if (d.kind === 'shown') return `${d.stepId}: what the step shows`;
  if (d.kind === 'entry') return d.ruleId ? `${d.stepId}: guard ${rule} → ${d.to?.path ?? '?'}` : `${d.stepId}: no guard fired`;
  if (d.kind === 'blocked' && d.pressed) {
    const what = !d.event || d.event === 'continue' ? 'Continue pressed' : `${d.event} sent`;
    return `${d.stepId}: ${what} — refused by ${rule}${d.message ? ` (“${d.message}”)` : ''}`;
  }
  if (d.kind === 'facts') return `${d.stepId}: ${(d.facts ?? []).map((f) => `${f.widget} decided ${f.name} = ${valueText(f.value)} (${f.because})`).join('; ')}`;
  if (d.kind === 'blocked') return d.ruleId ? `${d.stepId}: Continue blocked by ${rule}${d.message ? ` (“${d.message}”)` : ''}` : `${d.stepId}: Continue free again`;
  return `${d.stepId}: ${d.event ?? 'event'} → ${rule} → ${d.to?.path ?? '?'}`;
}

/**
 * The live decision trace of the app in the frame: newest first, each entry with the step, the rule that
 * matched and every condition looked at with the value it read; each refused Continue press is an entry of its
 * own naming the blocker. `shown` decisions (what a step shows) are left out: the "What this step shows" section
 * tells the latest one. Selecting an entry highlights it on the graph; its "Show in graph" centres its step there.
 * Entries are keyed per decision object, not by `seq` (which starts again when the frame reloads).
 */
export function TracePanel({ decisions: all, selected, onSelect, onShowInGraph, onClear }: TracePanelProps) {
  const decisions = all.filter((d) => d.kind !== 'shown');
  const newestFirst = [...decisions].reverse();
  return (
    <section className="trace" aria-labelledby="trace-heading">
      <div className="trace__head">
        <h2 id="trace-heading">Decisions</h2>
        <button type="button" className="button button--secondary" onClick={onClear} disabled={decisions.length === 0}>
          Clear
        </button>
      </div>
      {decisions.length === 0 ? <p className="preview-tool__hint">Use the app in the frame: every guard, event and blocker shows up here.</p> : null}
      <ol className="trace__list" aria-label="Decisions, newest first">
        {newestFirst.map((d) => (
          <li key={keyOf(d)} className={d === selected ? 'trace__entry trace__entry--selected' : 'trace__entry'}>
            <button type="button" className="trace__select" aria-pressed={d === selected} onClick={() => onSelect(d)}>
              <span className="trace__kind">{KIND_LABELS[d.kind]}</span> {summary(d)}
            </button>
            {onShowInGraph ? (
              <button type="button" className="button button--secondary trace__show" aria-label={`Show in graph: step ${d.stepId}`} onClick={() => onShowInGraph(d.stepId)}>
                Show in graph
              </button>
            ) : null}
            <details>
              <summary>Why: {d.explanation.trace.length} rule{d.explanation.trace.length === 1 ? '' : 's'} looked at</summary>
              <ul className="trace__rules">
                {d.explanation.trace.map((r, i) => (
                  <li key={`${r.id}-${i}`}>
                    <strong>{r.id}</strong> ({r.kind}) {r.matched ? 'matched' : 'did not match'}
                    {r.condition ? (
                      <ul>
                        <ConditionLine c={r.condition} />
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
