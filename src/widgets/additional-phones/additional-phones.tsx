import { useMemo, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import { failureKey } from '../../api/failure-text';
import type { ScheduledWork } from '../../api/entities';
import { useUpdateAdditionalPhoneNumbers } from '../../api/scheduled-works';
import { appointmentDate, upcomingAppointments } from '../../domain/appointments';
import { dateFormat } from '../../domain/time-zone';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import { fillMessage } from '../../domain/fill-message';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { additionalPhonesSpec } from './additional-phones.options';
import { AdditionalPhonesView, type PhoneListAppointment } from './additional-phones-view';
import { phonesTexts, type PhonesTexts } from './phones-texts';

/** K-59: the failure toast stays 5 seconds; K-60: the success toast 10 seconds. */
const PHONES_FAILED_MS = 5_000;
const PHONES_SAVED_MS = 10_000;

function appointmentLabel(work: ScheduledWork, t: PhonesTexts): string {
  const date = appointmentDate(work);
  const day = date
    ? dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
    : t['phones-no-date'];
  const vehicle = work.vehicle?.display_name ?? [work.vehicle?.year, work.vehicle?.make, work.vehicle?.model].filter(Boolean).join(' ');
  return vehicle ? fillMessage(t['phones-appointment'], { date: day, vehicle }) : day;
}

/**
 * The additional contact phone numbers editor (K-54..K-60) of the signed-in customer's upcoming
 * appointments. The flow shows it only when allow_additional_user_sms_communications is on (K-57).
 * Saving sends PUT /booking/scheduled-work/{id} with additional_phone_numbers (K-58); success and
 * failure show their toasts for 10 and 5 seconds (K-60, K-59).
 */
export default function AdditionalPhones({ text, values }: WidgetPropsOf<typeof additionalPhonesSpec>) {
  const texts = useMemo(() => phonesTexts(text), [text]);
  const info = useCustomerInfo({ enabled: values.session.signedIn });
  const update = useUpdateAdditionalPhoneNumbers();
  const toast = useToast();
  const [savingId, setSavingId] = useState<number | null>(null);
  const works = info.data?.scheduled_works;
  const appointments = useMemo<PhoneListAppointment[]>(
    () =>
      upcomingAppointments(works ?? [], appNow()).map((w) => ({
        id: w.scheduled_work_id,
        label: appointmentLabel(w, texts),
        numbers: w.additional_phone_numbers ?? [],
      })),
    [works, texts],
  );
  const status = info.isError ? 'error' : info.isPending ? 'loading' : 'ready';

  const save = async (id: number, numbers: (string | false)[]) => {
    setSavingId(id);
    try {
      await update.mutateAsync({ id, numbers });
      toast.show({ kind: 'success', text: text('phones-saved'), durationMs: PHONES_SAVED_MS });
    } catch (e) {
      // K-59: the fixed text, not the server's (the spec gives this message for every failure) — but a rate limit's "try again in a moment" (issue 29).
      toast.show({ kind: 'error', text: text(failureKey(e, 'phones-failed')), durationMs: PHONES_FAILED_MS });
    } finally {
      setSavingId(null);
    }
  };

  return <AdditionalPhonesView status={status} appointments={appointments} savingId={savingId} onSave={(id, n) => void save(id, n)} onRetry={() => void info.refetch()} text={text} texts={texts} />;
}
