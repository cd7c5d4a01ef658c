/**
 * `checkIn` — the simple check-in page /checkin/{customer_id}/{sw_id} (L-03) opened from a text link, without
 * sign-in (the link is the key; docs/decisions.md, issue 12). Loads the work (M-32): another customer's work
 * sends `mismatch` (L-01, home with "Invalid URL"); a work id that is not the link's, or an unknown work, shows
 * "Invalid URL" (L-02); any other load failure sends `loadFailed` with the path (L-06, the flow goes to /login
 * and back). Then shows the appointment, "already checked in" for KEYS_AVAILABLE / FINISHED in any case (L-04),
 * or Check In: POST /checkin/scheduled-work/{id} with keys_available true and checkin_type 'web' (L-05).
 */
import { useLocation } from 'react-router-dom';
import { checkInAvailability } from '../../domain/check-in';
import { appNow } from '../../ui/app-clock';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { checkInSpec } from './check-in.options';
import { checkInAppointment } from '../check-in-shared/check-in-appointment';
import { CheckInPanel } from '../check-in-shared/check-in-panel';
import { checkInTexts } from '../check-in-shared/check-in-texts';
import { useCheckInAction } from '../check-in-shared/use-check-in-action';
import { useCheckInWork, waitsForRateLimit } from '../check-in-shared/use-check-in-work';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';

/** L-01..L-06: the check-in link page. */
export default function CheckIn({ text, values, send }: WidgetPropsOf<typeof checkInSpec>) {
  const { pathname } = useLocation();
  const texts = checkInTexts(text);
  const linked = useCheckInWork(values.params, send, pathname);
  const action = useCheckInAction(linked.status === 'ready' ? linked.work.scheduled_work_id : null, texts.failed, text);

  if (linked.status === 'invalid' || linked.status === 'notFound') {
    return <LinkedWorkStatus status="error" message={texts.invalid} accountLabel={texts.account} help={texts.invalidHelp} homeLabel={texts.home} />;
  }
  if (waitsForRateLimit(linked)) {
    return <LinkedWorkStatus status="error" message={texts.rateLimited} accountLabel={texts.account} retry={{ label: texts.retry, onRetry: linked.retry }} />;
  }
  if (linked.status !== 'ready') {
    // Loading, or a failure on its way to /login (L-06).
    return <LinkedWorkStatus status="loading" message={texts.loading} accountLabel={texts.account} />;
  }
  return (
    <CheckInPanel
      appointment={checkInAppointment(linked.work)}
      availability={checkInAvailability(linked.work, appNow())}
      phase={action.phase}
      texts={texts}
      onCheckIn={() => action.checkIn()}
    />
  );
}
