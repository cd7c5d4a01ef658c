/**
 * L-45..L-49, L-54: the card update of the appointment page. POST /booking/update-payment-method-token with
 * the link's token and the adapter's Stripe or Square token; `success` true is the green panel, `success`
 * false or a 402 is a card refused when held (red panel and "Invalid Credit Card..." on the button), any other
 * failure the red panel; "Token is expired." hands over to the expired panel. A refused card on a finished,
 * unpaid appointment (the payment is due now) sends the failed-payment notification once per visit (decision).
 */
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { isRateLimited } from '../../api/failure-text';
import { useSendFailedPaymentNotification, useUpdatePaymentMethodByToken, type CardToken } from '../../api/payments';
import { isTokenExpired } from '../../api/token-links';
import type { CardOutcome } from './payment-panel';

export interface CardUpdate {
  outcome: CardOutcome;
  saving: boolean;
  submit: (card: CardToken) => void;
}

/** Whether a failed update is the card being refused (a declined hold), rather than a failed call. */
function isCardRefused(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 402;
}

export function useCardUpdate(input: { token: string; paymentDueNow: boolean; onExpired: () => void; onUpdated: () => void }): CardUpdate {
  const update = useUpdatePaymentMethodByToken();
  const notify = useSendFailedPaymentNotification();
  const [outcome, setOutcome] = useState<CardOutcome>(null);
  const notified = useRef(false);
  const latest = useRef(input);
  latest.current = input;

  const refused = () => {
    setOutcome('hold-failed');
    if (!latest.current.paymentDueNow || notified.current) return;
    notified.current = true;
    // L-54: "not shown" — a failure of the notification itself is only reported by the API client.
    notify.mutate(latest.current.token);
  };

  return {
    outcome,
    saving: update.isPending,
    submit: (card) => {
      if (update.isPending) return;
      setOutcome(null);
      update
        .mutateAsync({ swToken: latest.current.token, card })
        .then((answer) => {
          if (answer.success) {
            setOutcome('updated');
            latest.current.onUpdated();
          } else refused();
        })
        .catch((e: unknown) => {
          if (isTokenExpired(e)) latest.current.onExpired();
          else if (isCardRefused(e)) refused();
          else setOutcome(isRateLimited(e) ? 'rate-limited' : 'error');
        });
    },
  };
}
