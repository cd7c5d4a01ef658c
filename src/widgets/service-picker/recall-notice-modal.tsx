import { useId } from 'react';
import { formatMoney } from '../../domain/money';
import { ModalDialog } from '../../ui/modal-dialog';
import type { ServicePickerText } from './service-messages';

export interface RecallNoticeModalProps {
  open: boolean;
  /** recall_formatted_string of each recall found for the vehicle's VIN (M-13). */
  recalls: readonly string[];
  vehicleName: string;
  /** The provider's recall service can be added (offered here and not in the cart yet). */
  canAddRecall: boolean;
  /**
   * What the recall service costs, as its price list says: 0 promises "no cost" (the cart shows it FREE), more names
   * the price; null (no recall service offered, or prices hidden) says nothing of a cost.
   */
  costCents: number | null;
  onAddRecall: () => void;
  onClose: () => void;
  text: ServicePickerText;
}

/**
 * The recall notice (D-10, A-51): shown on /pricing/services while the flow shows the picker's `recallNotice` part
 * (the provider performs recalls) and recalls are found for the vehicle; lists them and offers the recall service, saying
 * what it costs only as its price says (free: "no cost"; priced: the price; unknown: nothing).
 */
export function RecallNoticeModal({ open, recalls, vehicleName, canAddRecall, costCents, onAddRecall, onClose, text }: RecallNoticeModalProps) {
  const titleId = useId();
  const introId = useId();
  const count = recalls.length;
  return (
    <ModalDialog open={open} labelledBy={titleId} describedBy={introId} onClose={onClose} className="recall-modal">
      <h2 id={titleId}>{text('recall-title')}</h2>
      <p id={introId}>
        {text(count === 1 ? 'recall-intro-one' : 'recall-intro-many', { count, vehicle: vehicleName || text('recall-vehicle') })}
        {costCents === null ? null : ` ${costCents === 0 ? text('recall-free') : text('recall-cost', { price: formatMoney(costCents) })}`}
      </p>
      <ul className="recall-modal__list">
        {recalls.map((r, i) => (
          <li key={`${i}-${r}`}>{r}</li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {canAddRecall ? text('recall-not-now') : text('close')}
        </button>
        {canAddRecall ? (
          <button type="button" className="button button--primary" onClick={onAddRecall}>
            {text('recall-add')}
          </button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
