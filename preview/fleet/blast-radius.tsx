import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider } from '../analysis/analysis-types';
import type { StepChange } from '../analysis/behaviour-compare';
import { blastRadius, type BlastRadius as BlastResult, type ProviderBlast } from '../analysis/blast-radius';
import { ShownChanges } from '../diff/shown-changes';
import { fieldTitle, type ConfigSchema } from '../config-editor/config-schema';
import { controlFor, FieldValueInput, initialValueFor, valueLabel } from './field-value-input';
import '../analysis/analysis.css';

export interface BlastRadiusProps {
  /** The booking flow as written (each provider's overlay is applied from `overlays`). */
  flow: Flow;
  /** Provider fixtures by name (not changed). */
  fixtures: Readonly<Record<string, ConfigRecord>>;
  /** The provider configuration's JSON Schema (schemas/provider-config.schema.json): its fields and their titles. */
  schema: ConfigSchema;
  overlays?: OverlaysByProvider;
  /** The field selected first; default `is_guest_checkout_enabled` when the schema has it, else its first field. */
  initialField?: string;
}

function StepList({ steps, tone }: { steps: StepChange[]; tone: 'gain' | 'loss' | 'move' }) {
  return (
    <ul>
      {steps.map((s) => (
        <li key={s.stepId} className={tone === 'gain' ? 'pa-gain' : tone === 'loss' ? 'pa-loss' : undefined}>
          <code>{s.route}</code> ({s.stepId}){tone === 'move' ? `: ${s.before === 'link' ? 'by link' : 'reachable'} → ${s.after === 'link' ? 'by link' : 'reachable'}` : ''}
          {tone === 'loss' && s.reason ? <span className="pa-reason">{s.reason}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function ProviderResult({ p }: { p: ProviderBlast }) {
  const { steps, journeys } = p;
  return (
    <li className={`pa-provider${p.unchanged ? ' pa-provider--unchanged' : ''}`}>
      <h4>
        {p.provider} <span className="pa-note">(now {p.before === undefined ? 'not set' : valueLabel(p.before)})</span>
      </h4>
      {p.unchanged ? (
        <p className="pa-note">No change</p>
      ) : (
        <dl className="pa-changes">
          {steps.appear.length > 0 && (
            <>
              <dt>Steps that appear ({steps.appear.length})</dt>
              <dd>
                <StepList steps={steps.appear} tone="gain" />
              </dd>
            </>
          )}
          {steps.disappear.length > 0 && (
            <>
              <dt>Steps that disappear ({steps.disappear.length})</dt>
              <dd>
                <StepList steps={steps.disappear} tone="loss" />
              </dd>
            </>
          )}
          {steps.moved.length > 0 && (
            <>
              <dt>Steps reached another way ({steps.moved.length})</dt>
              <dd>
                <StepList steps={steps.moved} tone="move" />
              </dd>
            </>
          )}
          {journeys.appear.length > 0 && (
            <>
              <dt>Journeys that appear ({journeys.appear.length})</dt>
              <dd>
                <ul>
                  {journeys.appear.map((j) => (
                    <li key={j.label} className="pa-gain">
                      {j.label}
                      <span className="pa-reason">{j.steps.join(' → ')}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {journeys.disappear.length > 0 && (
            <>
              <dt>Journeys that disappear ({journeys.disappear.length})</dt>
              <dd>
                <ul>
                  {journeys.disappear.map((j) => (
                    <li key={j.label} className="pa-loss">
                      {j.label}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {journeys.changed.length > 0 && (
            <>
              <dt>Journeys that take other steps ({journeys.changed.length})</dt>
              <dd>
                <ul>
                  {journeys.changed.map((c) => (
                    <li key={c.label}>
                      {c.label}
                      <span className="pa-reason">
                        {c.before.steps.join(' → ')} becomes {c.after.steps.join(' → ')}
                      </span>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {p.shown.length > 0 && (
            <>
              <dt>What the steps show that changes ({p.shown.length})</dt>
              <dd>
                <ShownChanges changes={p.shown} provider={p.provider} />
              </dd>
            </>
          )}
          {(journeys.skippedBefore || journeys.skippedAfter) && (
            <>
              <dt>Booking</dt>
              <dd>{journeys.skippedAfter ? `No journeys any more: ${journeys.skippedAfter}` : `Journeys again (was: ${journeys.skippedBefore})`}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

/**
 * A flag's blast radius: pick a configuration field (a select of the schema's fields by title) and a new
 * value (a control suited to the field's type), then "Show what changes" lists, per provider fixture, the
 * steps and journeys that would appear or disappear, and what the steps would show differently (widgets,
 * parts, computed options: "Prices … shown → hidden in the sidebar"), if every provider had that value — "No
 * change" where nothing changes. Nothing is changed; a status line announces how many providers change.
 */
export function BlastRadius({ flow, fixtures, schema, overlays, initialField }: BlastRadiusProps) {
  const fields = useMemo(() => Object.keys(schema.properties), [schema]);
  const first = initialField && fields.includes(initialField) ? initialField : fields.includes('is_guest_checkout_enabled') ? 'is_guest_checkout_enabled' : (fields[0] ?? '');
  const [field, setField] = useState(first);
  const [input, setInput] = useState(() => initialValueFor(schema.properties[first]));
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<BlastResult | null>(null);
  const headingId = useId();
  const fieldId = useId();
  const fieldSchema = schema.properties[field];
  const title = fieldTitle(field, fieldSchema);

  const chooseField = (name: string) => {
    setField(name);
    setInput(initialValueFor(schema.properties[name]));
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let value = input.value;
    const control = controlFor(fieldSchema);
    if (control === 'json') {
      try {
        value = JSON.parse(input.text);
      } catch {
        setError('Write the value as JSON, e.g. null, "text", 10, ["a"] or {"key": 1}.');
        return;
      }
    }
    if (control === 'number' && (value === undefined || Number.isNaN(value))) {
      setError('Enter a number.');
      return;
    }
    setError(undefined);
    setResult(blastRadius(flow, fixtures, field, value, { overlays }));
  };

  return (
    <section className="pa-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Blast radius of a configuration change</h2>
      <p className="pa-note">What would change for each provider if one field had a new value for everyone. Nothing is changed.</p>
      <form className="pa-form" onSubmit={submit}>
        <div className="pa-field">
          <label htmlFor={fieldId}>Configuration field</label>
          <select id={fieldId} value={field} onChange={(e) => chooseField(e.target.value)}>
            {fields.map((name) => (
              <option key={name} value={name}>
                {fieldTitle(name, schema.properties[name])} ({name})
              </option>
            ))}
          </select>
        </div>
        <FieldValueInput key={field} field={fieldSchema} label={`New value of ${title}`} value={input.value} text={input.text} onChange={setInput} error={error} />
        <button type="submit" className="button button--primary">
          Show what changes
        </button>
      </form>
      <p role="status" className="pa-note">
        {result ? `If ${result.field} were ${valueLabel(result.value)} for every provider: ${result.changed === 0 ? 'no provider changes' : `${result.changed} of ${result.providers.length} providers change`}.` : ''}
      </p>
      <div>
        {result && (
          <>
            <h3>
              If {result.field} were {valueLabel(result.value)} for every provider
            </h3>
            <ul className="pa-results">
              {result.providers.map((p) => (
                <ProviderResult key={p.provider} p={p} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
