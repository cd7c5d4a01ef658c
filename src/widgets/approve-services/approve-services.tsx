/**
 * `approveServices` — /approve-services/{customer_id}/{sw_id}: approval of the services the technician
 * suggests (L-16..L-23), opened from a text or e-mail link without signing in (M-32; L-01 sends
 * `mismatch` for another customer's work, L-02 "Invalid URL" for another work).
 * - L-16/L-17/L-18 (OPEN-47): each pending service has Approve (first, the suggested answer) and "Not Today";
 *   none is pre-chosen, and a submit with any unanswered shows the spec's message.
 * - L-19: where the flow shows the `healthCheckWait` part (the provider uses the service report), an unfinished work
 *   waits until hc_is_complete (the named fact `healthCheckPending`, in the preview's trace).
 * - L-20: POST /booking/approve-services/{sw_id}/{customer_id} with upsell_responses ("Not Today" → rejected).
 * - L-21: the success toast for 10 seconds; the work is fetched again, and the updated receipt shows below.
 * - L-22: a failure shows the alert with the provider's phone; the choices stay.
 * - M-48 (OPEN-33): under the choices, the back end's subtotal of the services approved so far (cost preview).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isRateLimited } from '../../api/failure-text';
import { useApproveServices } from '../../api/scheduled-works';
import { statusIs } from '../../domain/appointments';
import { formatMoney } from '../../domain/money';
import { httpUrl } from '../../domain/safe-url';
import { approvalResponses, healthCheckPendingFact, pendingServices, type ApprovalChoice, type ApprovalChoices } from '../../domain/validate-approval';
import { useToast } from '../../ui/toasts/toast-context';
import { useNamedFacts } from '../contract/named-facts';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { approveServicesSpec } from './approve-services.options';
import { statusFailed } from '../shared/answer-failure';
import { LinkedWorkStatus, linkedWorkStatus } from '../work-lines/linked-work-status';
import { useLinkedWork } from '../work-lines/use-linked-work';
import { quotedReferrerCode } from '../work-lines/quoted-referrer-code';
import { workLines } from '../work-lines/work-lines';
import { pricingRulesOf, workReceipt } from '../work-lines/work-receipt';
import { workReceiptTexts } from '../work-lines/work-receipt-texts';
import { choiceInputId } from './approval-form';
import { ApproveServicesView, type ApprovalMode, type ApprovalTexts } from './approve-services-view';
import { useApprovalSubtotal, type ApprovalSubtotal } from './use-approval-subtotal';

/** L-21: how long the success toast stays. */
export const APPROVAL_TOAST_MS = 10_000;

/** The step's texts of the page. */
function approvalTexts(text: (key: string, vars?: Readonly<Record<string, unknown>>) => string): ApprovalTexts {
  return {
    receipt: workReceiptTexts(text),
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
    newTab: text('new-tab'),
    cancelled: text('approve-cancelled'),
    receiptTitle: text('approve-receipt-title'),
    subtotal: (amount) => text('approve-subtotal', { amount }),
    subtotalLoading: text('approve-subtotal-loading'),
    subtotalFailed: text('approve-subtotal-failed'),
    rateLimited: text('rate-limited'),
  };
}

/** M-48: the subtotal line under the choices, worded (null while no service is approved). */
function subtotalText(subtotal: ApprovalSubtotal, texts: ApprovalTexts): string | null {
  if (subtotal.status === 'none') return null;
  if (subtotal.status === 'loading') return texts.subtotalLoading;
  if (subtotal.status === 'failed') return subtotal.rateLimited ? texts.rateLimited : texts.subtotalFailed;
  return texts.subtotal(formatMoney(subtotal.cents));
}

export default function ApproveServices({ text, values, parts, send }: WidgetPropsOf<typeof approveServicesSpec>) {
  const linked = useLinkedWork(values.params, send);
  const approve = useApproveServices();
  const toast = useToast();
  const idBase = useId().replace(/:/g, '');
  const [choices, setChoices] = useState<ApprovalChoices>({});
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The last submit was rate-limited (429): "try again in a moment" instead of L-22's internal error (issue 29). */
  const [limited, setLimited] = useState(false);
  const [focusReceipt, setFocusReceipt] = useState(0);
  const receiptTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusReceipt > 0) receiptTitle.current?.focus();
  }, [focusReceipt]);

  // L-19: the record's side of the wait (the flow's part says whether the provider waits at all).
  const ready = linked.status === 'ready' ? linked : null;
  const subtotal = useApprovalSubtotal(ready?.work ?? null, choices);
  const healthCheck = ready && parts.healthCheckWait ? { ...healthCheckPendingFact(ready.work), name: `healthCheckPending#${ready.swId}` } : null;
  useNamedFacts(healthCheck ? [healthCheck] : []);

  if (linked.status !== 'ready') return <LinkedWorkStatus {...linkedWorkStatus(linked, text)} />;

  const { work, swId, customerId } = linked;
  const texts = approvalTexts(text);
  const pending = pendingServices(work.services);
  const blocked = healthCheck?.value === true;
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
    } catch (e) {
      setLimited(isRateLimited(e));
      setFailed(true);
    }
  };

  const form = {
    services: workLines(pending, quotedReferrerCode(work)).map((l) => ({ id: l.id, name: l.name, cents: l.cents, note: l.note })),
    choices,
    onChoose: (id: number, choice: ApprovalChoice) => {
      setChoices((c) => ({ ...c, [String(id)]: choice }));
      setFailed(false);
    },
    onSubmit: () => void submit(),
    submitting: approve.isPending,
    showMissing: attempted && unanswered.length > 0,
    showFailed: failed,
    idBase,
    subtotal: subtotalText(subtotal, texts),
  };
  return (
    <ApproveServicesView
      mode={mode}
      texts={failed && limited ? { ...texts, failed: texts.rateLimited } : texts}
      form={form}
      reportUrl={httpUrl(work.health_check_url)}
      onCheckAgain={() => void linked.refetch()}
      receipt={mode === 'blocked' ? null : workReceipt(work, pricingRulesOf(values.content), texts.receipt)}
      receiptTitleRef={receiptTitle}
    />
  );
}
