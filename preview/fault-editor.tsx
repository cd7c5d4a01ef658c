import type { ReactNode } from 'react';
import type { FaultKind, FaultRow, FieldError } from './scenario-builder';
import { faultFieldId } from './scenario-builder';

const KIND_LABELS: Record<FaultKind, string> = {
  status: 'HTTP status and body',
  network: 'Network error (dropped connection)',
  delay: 'Delay, then the normal answer',
};

interface FaultEditorProps {
  row: FaultRow;
  index: number;
  callKeys: readonly string[];
  errors: readonly FieldError[];
  onChange: (row: FaultRow) => void;
  onRemove: () => void;
}

function errorOf(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}

/** One fault: a call, how it fails, and the status/body or delay. */
export function FaultEditor({ row, index, callKeys, errors, onChange, onRemove }: FaultEditorProps) {
  const id = (part: Parameters<typeof faultFieldId>[1]) => faultFieldId(row, part);
  const field = (part: 'key' | 'status' | 'body' | 'delay' | 'failTimes', label: string, control: (props: { id: string; invalid: boolean; describedBy?: string }) => ReactNode, hint?: string) => {
    const fieldId = id(part);
    const error = errorOf(errors, fieldId);
    const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="preview-tool__field">
        <label htmlFor={fieldId}>{label}</label>
        {control({ id: fieldId, invalid: Boolean(error), describedBy })}
        {hint ? (
          <p className="preview-tool__hint" id={`${fieldId}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="field-error" id={`${fieldId}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="preview-tool__fault">
      <legend>Fault {index + 1}</legend>
      <div className="preview-tool__fault-grid">
        {field('key', 'Call', (p) => (
          <select
            id={p.id}
            aria-invalid={p.invalid || undefined}
            aria-describedby={p.describedBy}
            value={row.key}
            onChange={(e) => onChange({ ...row, key: e.target.value })}
          >
            <option value="">Choose a call…</option>
            {callKeys.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        ))}
        <div className="preview-tool__field">
          <label htmlFor={id('kind')}>Answer</label>
          <select id={id('kind')} value={row.kind} onChange={(e) => onChange({ ...row, kind: e.target.value as FaultKind })}>
            {(Object.keys(KIND_LABELS) as FaultKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {row.kind === 'status'
          ? field('status', 'Status', (p) => (
              <input
                id={p.id}
                type="number"
                inputMode="numeric"
                min={100}
                max={599}
                aria-invalid={p.invalid || undefined}
                aria-describedby={p.describedBy}
                value={row.status}
                onChange={(e) => onChange({ ...row, status: e.target.value })}
              />
            ))
          : null}
        {row.kind === 'delay'
          ? field('delay', 'Delay (ms)', (p) => (
              <input
                id={p.id}
                type="number"
                inputMode="numeric"
                min={0}
                max={60000}
                step={100}
                aria-invalid={p.invalid || undefined}
                aria-describedby={p.describedBy}
                value={row.delay}
                onChange={(e) => onChange({ ...row, delay: e.target.value })}
              />
            ))
          : null}
      </div>
      {row.kind !== 'delay' ? (
        <div className="preview-tool__fault-grid">
          {field(
            'failTimes',
            'Fail only the first N times',
            (p) => (
              <input
                id={p.id}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                aria-invalid={p.invalid || undefined}
                aria-describedby={p.describedBy}
                value={row.failTimes ?? ''}
                onChange={(e) => onChange({ ...row, failTimes: e.target.value })}
              />
            ),
            'Empty = every time; then the normal answer (a retry succeeds).',
          )}
          <div className="preview-tool__field">
            <label>
              <input type="checkbox" checked={row.afterHandling === true} onChange={(e) => onChange({ ...row, afterHandling: e.target.checked })} /> Lose the answer
              after the call is handled (its effects happen)
            </label>
          </div>
        </div>
      ) : null}
      {row.kind === 'status'
        ? field(
            'body',
            'Body (JSON, optional)',
            (p) => (
              <textarea
                id={p.id}
                spellCheck={false}
                aria-invalid={p.invalid || undefined}
                aria-describedby={p.describedBy}
                value={row.body}
                onChange={(e) => onChange({ ...row, body: e.target.value })}
              />
            ),
            'Empty = no body. Error answers look like {"Status": "error", "Message": "…"}.',
          )
        : null}
      <button type="button" className="button button--secondary" onClick={onRemove}>
        Remove fault {index + 1}
      </button>
    </fieldset>
  );
}
