import { useId, useState } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { DEFAULT_TIRE_COUNT, TIRE_COUNT_OPTIONS } from '../../domain/tire-quantity';
import type { TireServicesText } from '../tire-common/tire-messages';

/**
 * The tire quantity modal (D-49): how many tires, 1 to 4, preselected with `initial` (default 4).
 * Mounted only while open, so each opening starts from `initial`.
 */
export function TireQuantityModal({
  open,
  initial = DEFAULT_TIRE_COUNT,
  text,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  initial?: number;
  text: TireServicesText;
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
        <h2 id={titleId}>{text('tire-quantity-title')}</h2>
        <p id={introId}>{text('tire-quantity-intro')}</p>
        <fieldset className="tire-quantity-modal__options">
          <legend>{text('tire-quantity-label')}</legend>
          {TIRE_COUNT_OPTIONS.map((n) => (
            <label key={n} className="tire-choice">
              <input type="radio" name="tire-count" value={n} checked={count === n} onChange={() => setCount(n)} />
              <span>{n}</span>
            </label>
          ))}
        </fieldset>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {text('cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {text('continue')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
