import type { WorkReceiptTexts } from '../work-lines/work-receipt-texts';

/** The page's texts (step messages of `approve-services`, verbatim where the spec quotes them). */
export interface ApprovalTexts {
  /** The receipt below the choices (flow-level messages). */
  receipt: WorkReceiptTexts;
  intro: string;
  approve: string;
  decline: string;
  submit: string;
  submitting: string;
  /** L-18 */
  missing: string;
  /** L-22, with the provider's phone. */
  failed: string;
  none: string;
  /** L-19 */
  blocked: string;
  checkAgain: string;
  report: string;
  /** Said after a link that opens a new tab ("(opens in a new tab)"). */
  newTab: string;
  cancelled: string;
  receiptTitle: string;
  /** M-48: the back end's subtotal of the approved services, e.g. "Subtotal of the services you approve: $129.00". */
  subtotal: (amount: string) => string;
  subtotalLoading: string;
  subtotalFailed: string;
  /** The flow's `rate-limited`, for a rate-limited submit or subtotal (issue 29). */
  rateLimited: string;
}
