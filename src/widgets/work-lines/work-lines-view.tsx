import { formatMoney, formatPrice } from '../../domain/money';
import type { WorkLine } from './work-lines';
import type { LineStateTexts } from './work-receipt-texts';
import './work-lines.css';

export interface WorkLinesListProps {
  lines: readonly WorkLine[];
  /** A "Price adjustment" row (stored subtotal − Σ lines, work-totals.ts): its amount (0 or absent for none) and label. */
  priceAdjustmentCents?: number;
  priceAdjustmentLabel?: string;
  /** Show each line's state under it (the receipt's lines that are not billed). */
  showState?: boolean;
  /** What a line not billed says about itself (the flow's words; the quote says "Recommended…" without "not charged"). */
  stateText?: Partial<LineStateTexts>;
  /** Show the technician's note under a line. */
  showNotes?: boolean;
}

/** Service lines with their prices (FREE at zero, A-42), quantity when above one, state and note. */
export function WorkLinesList({ lines, priceAdjustmentCents = 0, priceAdjustmentLabel = '', showState = false, stateText = {}, showNotes = false }: WorkLinesListProps) {
  return (
    <ul className="work-lines">
      {lines.map((l) => (
        <li key={l.id} className={`work-lines__line${l.state === 'charged' ? '' : ' work-lines__line--off'}`}>
          <span className="work-lines__name">
            {l.name}
            {l.quantity > 1 ? <span> × {l.quantity}</span> : null}
          </span>
          <span className="work-lines__price">{formatPrice(l.cents)}</span>
          {showState && l.state !== 'charged' && stateText[l.state] ? <span className="work-lines__state">{stateText[l.state]}</span> : null}
          {showNotes && l.note ? <span className="work-lines__note">{l.note}</span> : null}
        </li>
      ))}
      {priceAdjustmentCents !== 0 ? (
        <li className="work-lines__line">
          <span className="work-lines__name">{priceAdjustmentLabel}</span>
          <span className="work-lines__price">{formatMoney(priceAdjustmentCents)}</span>
        </li>
      ) : null}
    </ul>
  );
}
