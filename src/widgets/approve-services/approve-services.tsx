/**
 * `approveServices` — /approve-services/{customer_id}/{sw_id}: approval of the services the technician
 * suggests (L-16..L-23), opened from a text or e-mail link without signing in (M-32; L-01 sends
 * `mismatch` for another customer's work, L-02 "Invalid URL" for another work).
 * - L-16/L-17/L-18 (OPEN-47): each pending service has Approve (first, the suggested answer) and "Not Today";
 *   none is pre-chosen, and a submit with any unanswered shows the spec's message.
 * - L-19: with the provider's is_using_service_report, an unfinished work is blocked until hc_is_complete.
 * - L-20: POST /booking/approve-services/{sw_id}/{customer_id} with upsell_responses ("Not Today" → rejected).
 * - L-21: the success toast for 10 seconds; the work is fetched again, and the updated receipt shows below.
 * - L-22: a failure shows the alert with the provider's phone; the choices stay.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useApproveServices } from '../../api/scheduled-works';
import { statusIs } from '../../domain/appointments';
import { httpUrl } from '../../domain/safe-url';
import { approvalBlocked, approvalResponses, pendingServices, type ApprovalChoice, type ApprovalChoices } from '../../domain/validate-approval';
import { useToast } from '../../ui/toasts/toast-context';
import type { WidgetProps } from '../contract/widget-props';
import { statusFailed } from '../shared/answer-failure';
import { LinkedWorkStatus, linkedWorkStatus } from '../work-lines/linked-work-status';
import { useLinkedWork } from '../work-lines/use-linked-work';
import { workLines } from '../work-lines/work-lines';
import { pricingRulesOf, workReceipt } from '../work-lines/work-receipt';
import { choiceInputId } from './approval-form';
import { ApproveServicesView, type ApprovalMode, type ApprovalTexts } from './approve-services-view';

/** L-21: how long the success toast stays. */
export const APPROVAL_TOAST_MS = 10_000;

/** The step's texts of the page. */
function approvalTexts(text: (key: string) => string): ApprovalTexts {
  return {
    intro: text('approve-intro'),
    approve: text('approve-choice-approve'),
    decline: text('approve-choice-decline'),
    submit: text('approve-submit'),
    submitting: text('approve-submitting'),
    missing: text('approve-choice-missing'),
    failed: text('approve-failed'),
    none: text('approve-none'),
    blocked: text('approve-blocked'),
    checkAgain: text('approve-check-again'),
    report: text('approve-report'),
    cancelled: text('approve-cancelled'),
    receiptTitle: text('approve-receipt-title'),
  };
}

export default function ApproveServices({ text, values, send }: WidgetProps) {
  const linked = useLinkedWork(values.params, send);
  const approve = useApproveServices();
  const toast = useToast();
  const idBase = useId().replace(/:/g, '');
  const [choices, setChoices] = useState<ApprovalChoices>({});
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusReceipt, setFocusReceipt] = useState(0);
  const receiptTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusReceipt > 0) receiptTitle.current?.focus();
  }, [focusReceipt]);

  if (linked.status !== 'ready') return <LinkedWorkStatus {...linkedWorkStatus(linked, text)} />;

  const { work, swId, customerId } = linked;
  const texts = approvalTexts(text);
  const pending = pendingServices(work.services);
  const blocked = approvalBlocked(work, { is_using_service_report: values.config.is_using_service_report === true });
  const mode: ApprovalMode = statusIs(work, 'cancelled') ? 'cancelled' : pending.length === 0 ? 'none' : blocked ? 'blocked' : 'form';
  const unanswered = pending.filter((s) => choices[String(s.id)] === undefined);

  const submit = async () => {
    setAttempted(true);
    setFailed(false);
    const responses = approvalResponses(pending, choices);
    if (responses === null) {
      const first = unanswered[0];
      if (first) document.getElementById(choiceInputId(idBase, first.id, 'approved'))?.focus();
      return;
    }
    try {
      const answer = await approve.mutateAsync({
        swId,
        customerId,
        responses: responses.map((r) => ({ id: Number(r.id), upsell_status: r.upsell_status })),
      });
      if (statusFailed(answer.Status)) throw new Error(answer.Message ?? 'The approval was refused.');
      const anyApproved = responses.some((r) => r.upsell_status === 'approved');
      toast.show({ kind: 'success', text: text(anyApproved ? 'approve-success' : 'approve-success-none'), durationMs: APPROVAL_TOAST_MS });
      setChoices({});
      setAttempted(false);
      setFocusReceipt((n) => n + 1);
    } catch {
      setFailed(true);
    }
  };

  return (
    <ApproveServicesView
      mode={mode}
      texts={texts}
      services={workLines(pending).map((l) => ({ id: l.id, name: l.name, cents: l.cents, note: l.note }))}
      choices={choices}
      onChoose={(id: number, choice: ApprovalChoice) => {
        setChoices((c) => ({ ...c, [String(id)]: choice }));
        setFailed(false);
      }}
      onSubmit={() => void submit()}
      submitting={approve.isPending}
      showMissing={attempted && unanswered.length > 0}
      showFailed={failed}
      reportUrl={httpUrl(work.health_check_url)}
      onCheckAgain={() => void linked.refetch()}
      receipt={mode === 'blocked' ? null : workReceipt(work, pricingRulesOf(values.config))}
      receiptTitleRef={receiptTitle}
      idBase={idBase}
    />
  );
}
