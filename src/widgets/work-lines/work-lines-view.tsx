import { formatMoney, formatPrice } from '../../domain/money';
import type { WorkLine, WorkLineState } from './work-lines';
import { PRICE_ADJUSTMENT_LABEL } from './work-totals';
import './work-lines.css';

/** L-23: what a line not billed on this visit says about itself (ours; the spec quotes none). */
export const LINE_STATE_TEXT: Readonly<Record<Exclude<WorkLineState, 'charged'>, string>> = {
  pending: 'Awaiting your approval · not charged',
  declined: 'Declined (Not Today) · not charged',
  future: 'Recommended for a future visit · not charged',
};

export interface WorkLinesListProps {
  lines: readonly WorkLine[];
  /** A "Price adjustment" row (stored subtotal − Σ lines, work-totals.ts); 0 or absent for none. */
  priceAdjustmentCents?: number;
  /** Show each line's state under it (the receipt's lines that are not billed). */
  showState?: boolean;
  /** The state texts, over {@link LINE_STATE_TEXT} (the quote says "Recommended…" without "not charged"). */
  stateText?: Partial<Record<Exclude<WorkLineState, 'charged'>, string>>;
  /** Show the technician's note under a line. */
  showNotes?: boolean;
}

/** Service lines with their prices (FREE at zero, A-42), quantity when above one, state and note. */
export function WorkLinesList({ lines, priceAdjustmentCents = 0, showState = false, stateText, showNotes = false }: WorkLinesListProps) {
  const states = { ...LINE_STATE_TEXT, ...stateText };
  return (
    <ul className="work-lines">
      {lines.map((l) => (
        <li key={l.id} className={`work-lines__line${l.state === 'charged' ? '' : ' work-lines__line--off'}`}>
          <span className="work-lines__name">
            {l.name}
            {l.quantity > 1 ? <span> × {l.quantity}</span> : null}
          </span>
          <span className="work-lines__price">{formatPrice(l.cents)}</span>
          {showState && l.state !== 'charged' ? <span className="work-lines__state">{states[l.state]}</span> : null}
          {showNotes && l.note ? <span className="work-lines__note">{l.note}</span> : null}
        </li>
      ))}
      {priceAdjustmentCents !== 0 ? (
        <li className="work-lines__line">
          <span className="work-lines__name">{PRICE_ADJUSTMENT_LABEL}</span>
          <span className="work-lines__price">{formatMoney(priceAdjustmentCents)}</span>
        </li>
      ) : null}
    </ul>
  );
}
