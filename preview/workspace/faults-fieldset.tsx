import { useRef } from 'react';
import { FaultEditor } from '../fault-editor';
import type { FaultRow, FieldError } from '../scenario-builder';

export interface FaultsFieldsetProps {
  faults: readonly FaultRow[];
  /** "METHOD /path" keys the mock implements. */
  callKeys: readonly string[];
  errors: readonly FieldError[];
  /** A fault id not used before (the workspace keeps the count, so a panel drawn again never reuses one). */
  newFaultId: () => number;
  onChange: (faults: FaultRow[]) => void;
}

/** The fault rows: canned answers for chosen calls of the mock back end; focus follows an added or removed row. */
export function FaultsFieldset({ faults, callKeys, errors, newFaultId, onChange }: FaultsFieldsetProps) {
  const addFaultRef = useRef<HTMLButtonElement>(null);

  const addFault = () => {
    const id = newFaultId();
    onChange([...faults, { id, key: '', kind: 'status', status: '500', body: '', delay: '3000' }]);
    requestAnimationFrame(() => document.getElementById(`fault-${id}-key`)?.focus());
  };
  const updateFault = (row: FaultRow) => onChange(faults.map((r) => (r.id === row.id ? row : r)));
  const removeFault = (id: number) => {
    onChange(faults.filter((r) => r.id !== id));
    addFaultRef.current?.focus();
  };

  return (
    <fieldset>
      <legend>Faults</legend>
      <p className="preview-tool__hint">Canned answers for chosen calls of the mock back end (docs/api.md); every other call answers normally.</p>
      {faults.map((row, i) => (
        <FaultEditor key={row.id} row={row} index={i} callKeys={callKeys} errors={errors} onChange={updateFault} onRemove={() => removeFault(row.id)} />
      ))}
      <div className="preview-tool__actions">
        <button ref={addFaultRef} type="button" className="button button--secondary" onClick={addFault}>
          Add a fault
        </button>
      </div>
    </fieldset>
  );
}
