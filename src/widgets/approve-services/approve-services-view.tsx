import type { Ref } from 'react';
import type { WorkReceiptModel } from '../work-lines/work-receipt';
import { WorkReceiptView } from '../work-lines/work-receipt-view';
import { ApprovalForm, type ApprovalFormProps } from './approval-form';
import type { ApprovalTexts } from './approval-texts';
import '../work-lines/work-lines.css';

export type { ApprovalTexts } from './approval-texts';

/**
 * What the page shows above the receipt: the choices (`form`), nothing left to answer (`none`), the
 * health check still running (`blocked`, L-19) or a cancelled appointment (`cancelled`).
 */
export type ApprovalMode = 'form' | 'none' | 'blocked' | 'cancelled';

export interface ApproveServicesViewProps {
  mode: ApprovalMode;
  texts: ApprovalTexts;
  /** The choices' form (L-16..L-18, L-22), in `form` mode. */
  form: Omit<ApprovalFormProps, 'texts'>;
  /** The service report (health_check_url, http(s) only), when there is one. */
  reportUrl: string | null;
  /** L-19: look again whether the health check is complete. */
  onCheckAgain: () => void;
  /** The receipt below (L-21), or null while blocked. */
  receipt: WorkReceiptModel | null;
  /** The receipt's title, focused after a successful submit. */
  receiptTitleRef?: Ref<HTMLHeadingElement>;
}

function ReportLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

/** L-16..L-22: the approval page of suggested services, then the receipt. */
export function ApproveServicesView(props: ApproveServicesViewProps) {
  const { mode, texts, reportUrl, receipt } = props;
  return (
    <div className="work-page">
      {mode === 'form' ? (
        <>
          <p className="work-page__intro">{texts.intro}</p>
          {reportUrl ? (
            <div className="work-page__actions">
              <ReportLink href={reportUrl} label={texts.report} newTab={texts.newTab} />
            </div>
          ) : null}
          <ApprovalForm texts={texts} {...props.form} />
        </>
      ) : null}
      {mode === 'blocked' ? (
        <div className="work-page__notice">
          <p>{texts.blocked}</p>
          <div className="work-page__actions">
            {reportUrl ? <ReportLink href={reportUrl} label={texts.report} newTab={texts.newTab} /> : null}
            <button type="button" className="button button--primary" onClick={props.onCheckAgain}>
              {texts.checkAgain}
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'none' ? <p className="work-page__notice">{texts.none}</p> : null}
      {mode === 'cancelled' ? <p className="work-page__notice">{texts.cancelled}</p> : null}
      {receipt ? <WorkReceiptView ref={props.receiptTitleRef} receipt={receipt} texts={texts.receipt} title={texts.receiptTitle} /> : null}
    </div>
  );
}
