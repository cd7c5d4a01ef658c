import { useId, useState } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { DEFAULT_TIRE_COUNT, TIRE_COUNT_OPTIONS } from '../../domain/tire-quantity';

export interface TireQuantityModalLabels {
  title: string;
  intro: string;
  label: string;
  confirm: string;
  cancel: string;
}

/**
 * The tire quantity modal (D-49): how many tires, 1 to 4, preselected with `initial` (default 4).
 * Mounted only while open, so each opening starts from `initial`.
 */
export function TireQuantityModal({
  open,
  initial = DEFAULT_TIRE_COUNT,
  labels,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  initial?: number;
  labels: TireQuantityModalLabels;
  onConfirm: (count: number) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const introId = useId();
  const [count, setCount] = useState(initial);
  return (
    <ModalDialog open={open} labelledBy={titleId} describedBy={introId} onClose={onCancel} className="tire-quantity-modal">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(count);
        }}
      >
        <h2 id={titleId}>{labels.title}</h2>
        <p id={introId}>{labels.intro}</p>
        <fieldset className="tire-quantity-modal__options">
          <legend>{labels.label}</legend>
          {TIRE_COUNT_OPTIONS.map((n) => (
            <label key={n} className="tire-choice">
              <input type="radio" name="tire-count" value={n} checked={count === n} onChange={() => setCount(n)} />
              <span>{n}</span>
            </label>
          ))}
        </fieldset>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {labels.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {labels.confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
