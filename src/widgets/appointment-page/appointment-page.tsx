/**
 * The appointment and payment page (L-36..L-54): /appointment/{sw_id}/{token} and /update-payment/{token}.
 * Loads the work with GET /scheduled-work-token/{token} (L-36). A work id in the link that is not the token's
 * work sends `mismatch` (L-02: the flow goes home with "Invalid URL"). "Token is expired." shows the expired
 * panel with RESEND ACCESS LINK (L-50, L-51); any other failure the server's message (L-52), or ours with
 * "Try again" when the server said nothing. The loaded page is {@link LoadedAppointment}.
 */
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { failureText, specificFailureText } from '../../api/failure-text';
import { isTokenExpired, useResendAccessLink, useScheduledWorkByToken } from '../../api/token-links';
import { useSendOnce } from '../contract/use-send-once';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { appointmentPageSpec } from './appointment-page.options';
import { appointmentTexts, textOfTexts, type AppointmentTexts } from './appointment-messages';
import { AppointmentPageView, type AppointmentPageState } from './appointment-page-view';
import { deadEndPhone } from '../checkout-shared/dead-end-steps';
import { LoadedAppointment } from './loaded-appointment';

/** L-52: the server's words when it gave some; otherwise ours, with a retry for failures that may pass. */
function loadFailure(error: unknown, texts: AppointmentTexts): { message: string; retry: boolean } {
  const own = specificFailureText(error, textOfTexts(texts));
  if (own !== null) {
    return { message: own, retry: !(error instanceof ApiError && error.kind === 'http' && error.status < 500 && error.status !== 429) };
  }
  return { message: texts['link-error'], retry: true };
}

export default function AppointmentPage(props: WidgetPropsOf<typeof appointmentPageSpec>) {
  const { text, values, send } = props;
  const texts = useMemo(() => appointmentTexts(text), [text]);
  const phone = deadEndPhone(values.content);
  const token = (values.params.token ?? '').trim();
  const swId = values.params.swId;
  const query = useScheduledWorkByToken(token || undefined);
  const resend = useResendAccessLink();
  // A card update answered "Token is expired." after the page loaded (the link ran out while open).
  const [expiredLater, setExpiredLater] = useState(false);
  const work = query.data;
  const mismatch = work !== undefined && swId !== undefined && String(work.scheduled_work_id) !== swId.trim();

  useSendOnce(mismatch, 'mismatch', send);

  if (expiredLater || (query.isError && isTokenExpired(query.error))) {
    const failed = resend.error;
    const state: AppointmentPageState = {
      kind: 'expired',
      panel: {
        sending: resend.isPending,
        sent: resend.isSuccess,
        error: failed ? failureText(failed, textOfTexts(texts), texts['resend-failed']) : null,
        onResend: () => resend.mutate(token),
      },
    };
    return <AppointmentPageView texts={texts} state={state} phone={phone} />;
  }
  if (!token) return <AppointmentPageView texts={texts} state={{ kind: 'error', message: texts['link-error'], onRetry: null }} phone={phone} />;
  if (query.isError) {
    const failure = loadFailure(query.error, texts);
    return (
      <AppointmentPageView texts={texts} state={{ kind: 'error', message: failure.message, onRetry: failure.retry ? () => void query.refetch() : null }} phone={phone} />
    );
  }
  if (!work || mismatch) return <AppointmentPageView texts={texts} state={{ kind: 'loading' }} />;
  return <LoadedAppointment work={work} token={token} texts={texts} widget={props} onExpired={() => setExpiredLater(true)} />;
}
