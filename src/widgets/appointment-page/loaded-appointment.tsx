/**
 * The appointment page once the work is loaded (L-37..L-49, L-53, L-54): the summary; the payment part (paid,
 * nothing to pay, or the card on file and the card form of the provider's processor); the tip entry when
 * allowed; Reschedule (the work loaded into the booking in change-booking mode, then `reschedule`) and Cancel
 * Service (the account area's cancel dialog) when allowed. The flow decides what the provider's page offers (the
 * card processor, the tip part, the cancellation policy); what depends on the work and the time (the tip window,
 * the reschedule and cancel window, the cancellation fee) is reported as named facts for the preview's trace.
 */
import { useState } from 'react';
import { failureText } from '../../api/failure-text';
import type { ScheduledWork } from '../../api/scheduled-works';
import { changeWindowFact, tipWindowFact } from '../../domain/appointment-page';
import { statusIs } from '../../domain/appointments';
import { cancellationFeeFact, hasCardOnFile, type CancellationInput } from '../../domain/cancellation-fee';
import { tipOptions } from '../../domain/tip';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import { useNamedFacts } from '../contract/named-facts';
import type { WidgetPropsOf } from '../contract/widget-spec';
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
import type { appointmentPageSpec } from './appointment-page.options';

export interface LoadedAppointmentProps {
  work: ScheduledWork;
  token: string;
  texts: AppointmentTexts;
  /**
   * The page widget's own props: what the flow decided for the provider (the card processor, the tip and the
   * cancellation policy's numbers), the provider's content, `send` and `dispatch`.
   */
  widget: Pick<WidgetPropsOf<typeof appointmentPageSpec>, 'options' | 'parts' | 'values' | 'send' | 'dispatch'>;
  onExpired: () => void;
}

/** The card on file for `processor`: brand and last 4 from the customer, `true` when only the work says so, else null. */
function cardOnFile(work: ScheduledWork, processor: CardProcessor | null): PaymentPanelProps['card'] {
  const c = work.customer;
  const last4 = processor === 'stripe' ? c?.stripe_last4 : processor === 'square' ? c?.square_last4 : null;
  const brand = processor === 'stripe' ? c?.stripe_brand : processor === 'square' ? c?.square_brand : null;
  if (last4) return { brand: brand || null, last4 };
  return work.has_credit_card === true || !!work.square_card_id?.trim() ? true : null;
}

export function LoadedAppointment({ work, token, texts, widget, onExpired }: LoadedAppointmentProps) {
  const { options, parts, send, dispatch } = widget;
  const { content } = widget.values;
  const now = appNow();
  const model = appointmentModel(work, now, { tipOffered: parts.tip, texts });
  const toast = useToast();
  const processor = options.processor;
  const keys = cardFormKeys(content);
  const card = cardOnFile(work, processor);
  const cancelInput: CancellationInput = {
    policy: { chargesFee: parts.cancellationFee, feeDollars: options.cancellationFeeDollars, cutOffHours: options.cancellationCutOffHours },
    appointment: work,
    now,
    hasCardOnFile: hasCardOnFile({ appointment: work, customer: work.customer }),
    phone: content.customer_facing_phone ?? null,
  };
  const id = work.scheduled_work_id;
  useNamedFacts([
    tipWindowFact(id, work, parts.tip),
    changeWindowFact(id, work, now),
    ...(model.offersChanges ? [cancellationFeeFact(id, cancelInput)] : []),
  ]);
  const [formOpen, setFormOpen] = useState(card === null);
  const paymentDueNow = statusIs(work, 'finished') && model.paymentNeeded && !model.paid;
  const cardUpdate = useCardUpdate({
    token,
    paymentDueNow,
    onExpired,
    onUpdated: () => setFormOpen(false),
  });
  const tip = useTipEntry({ workId: work.scheduled_work_id, token, currentCents: model.tipCents, texts });
  const cancel = usePageCancel({ work, token, input: cancelInput, texts });
  const loadWork = useLoadWorkIntoBooking(dispatch);
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
              chargesNow: paymentDueNow,
              saving: cardUpdate.saving,
              formOpen,
              onOpenForm: () => setFormOpen(true),
              onToken: cardUpdate.submit,
            },
        tip: model.tipEditable
          ? { currentCents: model.tipCents, options: tipOptions(content.tip_percent_defaults, model.tipBaseCents), ...tip }
          : null,
        actions: model.offersChanges ? { rescheduling, onReschedule: reschedule, onCancel: cancel.start } : null,
      }}
      dialog={
        cancel.open && cancel.decision ? (
          <CancelDialog
            open
            title={texts['cancel-title']}
            appointment={[model.facts.vehicle, day].filter(Boolean).join(', ')}
            decision={cancel.decision}
            reminder={parts.cancelReminder ? texts['cancel-reminder'] : null}
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
