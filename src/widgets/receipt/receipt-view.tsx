import type { WorkReceiptModel } from '../work-lines/work-receipt';
import type { WorkReceiptTexts } from '../work-lines/work-receipt-texts';
import { WorkReceiptView } from '../work-lines/work-receipt-view';
import '../work-lines/work-lines.css';

export interface ReceiptViewProps {
  receipt: WorkReceiptModel;
  texts: WorkReceiptTexts;
  /** Services still await the customer's answer (L-16): the notice and the way to the approval page. */
  pending?: { text: string; label: string; href: string } | null;
}

/** L-24: the receipt page — a notice when suggested services await approval, then the receipt. */
export function ReceiptView({ receipt, texts, pending }: ReceiptViewProps) {
  return (
    <div className="work-page">
      {pending ? (
        <div className="work-page__notice">
          <p>{pending.text}</p>
          <div className="work-page__actions">
            <a className="button button--primary" href={pending.href}>
              {pending.label}
            </a>
          </div>
        </div>
      ) : null}
      <WorkReceiptView receipt={receipt} texts={texts} />
    </div>
  );
}
