/** The page's texts (step messages of `approve-services`, verbatim where the spec quotes them). */
export interface ApprovalTexts {
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
  cancelled: string;
  receiptTitle: string;
}
