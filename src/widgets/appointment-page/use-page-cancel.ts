/**
 * L-38, L-53: cancelling from the appointment page with the account area's cancel dialog (K-30..K-39): the
 * fee decision for the work at `now`, PUT /booking/scheduled-work/{id} with the link's token, then the success
 * toast for 10 seconds (K-33) while the page's work is refetched and its status shows Cancelled; a refusal
 * shows the server's message in the dialog (K-34).
 */
import { useState } from 'react';
import { failureText } from '../../api/failure-text';
import { useCancelScheduledWork, type ScheduledWork } from '../../api/scheduled-works';
import { cancellationDecision, type CancellationDecision, type CancellationInput } from '../../domain/cancellation-fee';
import type { CancelReason } from '../../domain/validate-cancel-reason';
import { useToast } from '../../ui/toasts/toast-context';
import { textOfTexts, type AppointmentTexts } from './appointment-messages';

/** K-33: the cancel toast stays 10 seconds. */
const CANCEL_TOAST_MS = 10_000;

export interface PageCancel {
  open: boolean;
  decision: CancellationDecision | null;
  submitting: boolean;
  serverError: string | null;
  start: () => void;
  close: () => void;
  submit: (v: { reason: CancelReason; details: string }) => void;
}

/** `input`: what the fee decision reads (the flow's policy, the work, the time, the card on file, the phone). */
export function usePageCancel(input: { work: ScheduledWork | undefined; token: string; input: CancellationInput; texts: AppointmentTexts }): PageCancel {
  const cancel = useCancelScheduledWork();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { work } = input;
  const decision = work ? cancellationDecision(input.input) : null;
  return {
    open,
    decision,
    submitting: cancel.isPending,
    serverError,
    start: () => {
      setServerError(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    submit: ({ reason, details }) => {
      if (!work || !decision || cancel.isPending) return;
      setServerError(null);
      cancel
        .mutateAsync({
          id: work.scheduled_work_id,
          fields: {
            cancellation_reason: reason,
            cancellation_reason_details: details === '' ? null : details,
            cancellation_fee_to_charge: decision.feeDollars,
            token: input.token,
          },
        })
        .then(() => {
          setOpen(false);
          toast.show({ kind: 'success', text: input.texts['cancel-success'], durationMs: CANCEL_TOAST_MS });
        })
        .catch((e: unknown) =>
          setServerError(failureText(e, textOfTexts(input.texts), input.texts['generic-error'])),
        );
    },
  };
}
