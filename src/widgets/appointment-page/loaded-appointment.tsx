/**
 * The appointment page once the work is loaded (L-37..L-49, L-53, L-54): the summary; the payment part (paid,
 * nothing to pay, or the card on file and the card form of the provider's processor); the tip entry when
 * allowed; Reschedule (the work loaded into the booking in change-booking mode, then `reschedule`) and Cancel
 * Service (the account area's cancel dialog) when allowed.
 */
import { useState } from 'react';
import { failureText } from '../../api/failure-text';
import type { ScheduledWork } from '../../api/scheduled-works';
import { statusIs } from '../../domain/appointments';
import { tipOptions } from '../../domain/tip';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import type { UpdateBooking, WidgetEvent } from '../contract/widget-props';
import { CancelDialog } from '../account-shared/cancel-dialog';
import { chooseAdapter, cardFormKeys } from '../payment/adapters';
import type { CardProcessor } from '../payment/card-form-props';
import { useLoadWorkIntoBooking } from '../shared/load-work-into-booking';
import { formatAppointmentDate } from '../checkout-shared/appointment-text';
import { textOfTexts, type AppointmentTexts } from './appointment-messages';
import { appointmentModel } from './appointment-model';
import { AppointmentPageView } from './appointment-page-view';
import type { PaymentPanelProps, PaymentState } from './payment-panel';
import { useCardUpdate } from './use-card-update';
import { usePageCancel } from './use-page-cancel';
import { useTipEntry } from './use-tip-entry';

export interface LoadedAppointmentProps {
  work: ScheduledWork;
  token: string;
  texts: AppointmentTexts;
  config: Readonly<Record<string, unknown>>;
  send: (event: WidgetEvent) => void;
  updateBooking: UpdateBooking;
  onExpired: () => void;
}

/** The provider's card processor (is_using_stripe, else is_using_square), or none. */
export function processorOf(config: Readonly<Record<string, unknown>>): CardProcessor | null {
  return config.is_using_stripe ? 'stripe' : config.is_using_square ? 'square' : null;
}

/** The card on file for `processor`: brand and last 4 from the customer, `true` when only the work says so, else null. */
export function cardOnFile(work: ScheduledWork, processor: CardProcessor | null): PaymentPanelProps['card'] {
  const c = work.customer;
  const last4 = processor === 'stripe' ? c?.stripe_last4 : processor === 'square' ? c?.square_last4 : null;
  const brand = processor === 'stripe' ? c?.stripe_brand : processor === 'square' ? c?.square_brand : null;
  if (last4) return { brand: brand || 'Card', last4 };
  return work.has_credit_card === true || !!work.square_card_id?.trim() ? true : null;
}

function tipPercents(config: Readonly<Record<string, unknown>>): number[] {
  const list = config.tip_percent_defaults;
  return Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
}

export function LoadedAppointment({ work, token, texts, config, send, updateBooking, onExpired }: LoadedAppointmentProps) {
  const now = appNow();
  const model = appointmentModel(work, config, now);
  const toast = useToast();
  const processor = processorOf(config);
  const keys = cardFormKeys(config);
  const card = cardOnFile(work, processor);
  const [formOpen, setFormOpen] = useState(card === null);
  const cardUpdate = useCardUpdate({
    token,
    paymentDueNow: statusIs(work, 'finished') && model.paymentNeeded && !model.paid,
    onExpired,
    onUpdated: () => setFormOpen(false),
  });
  const tip = useTipEntry({ workId: work.scheduled_work_id, token, currentCents: model.tipCents, texts });
  const cancel = usePageCancel({ work, token, config, now, texts });
  const loadWork = useLoadWorkIntoBooking(updateBooking);
  const [rescheduling, setRescheduling] = useState(false);

  const paymentState: PaymentState = !model.paymentNeeded ? 'nothing' : model.paid ? 'paid' : 'due';
  const reschedule = () => {
    setRescheduling(true);
    loadWork(work.scheduled_work_id, work.customer_id)
      .then(() => send({ type: 'reschedule', scheduledWorkId: work.scheduled_work_id }))
      .catch((e: unknown) =>
        toast.show({ kind: 'error', text: failureText(e, textOfTexts(texts), texts['link-error']) }),
      )
      .finally(() => setRescheduling(false));
  };
  const day = formatAppointmentDate(work.date);

  return (
    <AppointmentPageView
      texts={texts}
      state={{
        kind: 'ready',
        model,
        payment: model.cancelled
          ? null
          : {
              state: paymentState,
              dueCents: model.dueCents,
              processor,
              adapter: processor ? chooseAdapter(processor, keys) : null,
              keys,
              card,
              outcome: cardUpdate.outcome,
              saving: cardUpdate.saving,
              formOpen,
              onOpenForm: () => setFormOpen(true),
              onToken: cardUpdate.submit,
            },
        tip: model.tipEditable
          ? { currentCents: model.tipCents, options: tipOptions(tipPercents(config), model.tipBaseCents), ...tip }
          : null,
        actions: model.offersChanges ? { rescheduling, onReschedule: reschedule, onCancel: cancel.start } : null,
      }}
      dialog={
        cancel.open && cancel.decision ? (
          <CancelDialog
            open
            title={texts['cancel-title']}
            appointment={[model.vehicle, day].filter(Boolean).join(', ')}
            decision={cancel.decision}
            reminder={config.scheduling_system === 'time_slots' ? texts['cancel-reminder'] : null}
            submitting={cancel.submitting}
            serverError={cancel.serverError}
            text={textOfTexts(texts)}
            onClose={cancel.close}
            onSubmit={cancel.submit}
          />
        ) : null
      }
    />
  );
}
