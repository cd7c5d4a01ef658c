/**
 * /one-click-confirmation/{type} (I-15, I-16): the card of the date a reschedule or proactive link just
 * saved — the date and window (9:00 AM – 5:00 PM unless the work names its own times) in the service
 * location's time zone, the place, vehicle and services, and a link to /account. The data is the
 * booking's `lastReschedule`, kept by rescheduleLink; its details are fetched again (M-32) when missing.
 */
import { useScheduledWorkForCustomer } from '../../api/scheduled-works';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { oneClickConfirmationSpec } from './one-click-confirmation.options';
import { useBooking } from '../../booking/use-booking';
import { summaryTexts } from '../checkout-shared/summary-texts';
import { detailsOfWork } from '../shared/reschedule-summary';
import { OneClickConfirmationView, type OneClickConfirmationViewProps } from './one-click-confirmation-view';

export default function OneClickConfirmation({ text, values }: WidgetPropsOf<typeof oneClickConfirmationSpec>) {
  const type = values.params.type;
  const record = useBooking((b) => b.lastReschedule);
  const usable = record && record.kind === type ? record : null;
  const refetch = usable !== null && usable.details === null;
  const work = useScheduledWorkForCustomer(refetch ? usable.scheduledWorkId : null, refetch ? usable.customerId : null);
  const details = usable?.details ?? (refetch && work.data ? detailsOfWork(work.data) : null);

  let status: OneClickConfirmationViewProps['status'];
  if (!usable) status = 'empty';
  else if (details) status = 'ready';
  else status = work.isError ? 'error' : 'loading';

  const title = status === 'ready' ? text(type === 'proactive' ? 'one-click-title-proactive' : 'one-click-title-reschedule') : text('one-click-title');
  const message = { ready: 'one-click-intro', loading: 'one-click-loading', error: 'one-click-error', empty: 'one-click-empty' }[status];
  return (
    <OneClickConfirmationView
      status={status}
      title={title}
      message={text(message)}
      accountLabel={text('one-click-account')}
      appointmentTitle={text('your-appointment')}
      summaryTexts={summaryTexts(text)}
      appointment={
        usable && details
          ? { date: usable.date, arrival: usable.arrival, departure: usable.departure, timeZone: usable.timeZone, ...details }
          : null
      }
    />
  );
}
