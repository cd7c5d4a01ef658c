/**
 * The account area, /account (K-01..K-39, K-62): GET /customer-info (K-02) drawn as the six sections
 * (K-04); a failed load ends the session and sends `sessionEnded` (K-03; a 403 is the app's own
 * session-expiry path, A-32). Card actions: links to their pages, Reschedule / Check Dates Again load the
 * work into the booking (change-booking mode) and send `reschedule`; Cancel Service opens the cancel
 * dialog. Book A New Service starts a new booking and sends `bookVehicle`, `addVehicle` or `bookService`.
 * The flow decides where each event leads, and what the provider's page shows: the parts (payment card, vehicle
 * choices, referral blurb, cancel reminder, cancellation fee) and the options (card processor, fee, cut-off). What
 * depends on the customer's record and the time (each appointment's cancellation fee, reschedule and cancel
 * windows) is reported as named facts (src/domain) for the preview's trace.
 */
import { useMemo, useState } from 'react';
import { signOut } from '../../api/auth';
import { failureText, rateLimitedOr } from '../../api/failure-text';
import { useCustomerInfo } from '../../api/customer-info';
import { useUpdatePaymentMethod, type CardToken } from '../../api/payments';
import { useCancelScheduledWork, type ScheduledWork } from '../../api/scheduled-works';
import { pastAppointments, statusIs, suggestedAppointments, upcomingAppointments } from '../../domain/appointments';
import { cancelWindowFact, rescheduleWindowFact, showsCardAction, type CardAction } from '../../domain/card-actions';
import { cancellationDecision, cancellationFeeFact, hasCardOnFile, type CancellationPolicy } from '../../domain/cancellation-fee';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import { useNamedFacts, type NamedFact } from '../contract/named-facts';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { chooseAdapter, cardFormKeys } from '../payment/adapters';
import type { CardProcessor } from '../payment/card-form-props';
import type { accountAreaSpec } from './account-area.options';
import { useLoadWorkIntoBooking } from '../shared/load-work-into-booking';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { listedVehicles } from './listed-vehicles';
import { accountTexts } from './account-messages';
import { AccountAreaView } from './account-area-view';
import { appointmentCardModel } from './appointment-card-model';
import { CancelDialog } from '../account-shared/cancel-dialog';
import { PaymentCard, paymentCardTexts } from './payment-card';
import { showsReferralBlurb } from './referral-blurb';
import { useMyPlaces } from './use-my-places';
import { endsSession, useSessionEndOnFailure } from './use-session-end';

/** K-33: the cancel toast stays 10 seconds. */
export const CANCEL_TOAST_MS = 10_000;

export default function AccountArea({ options, parts, text, values, send, dispatch }: WidgetPropsOf<typeof accountAreaSpec>) {
  const t = useMemo(() => accountTexts(text), [text]);
  const { content } = values;
  const signedIn = values.session.signedIn;
  const info = useCustomerInfo({ enabled: signedIn });
  const toast = useToast();
  const cancel = useCancelScheduledWork();
  const updateCard = useUpdatePaymentMethod();
  const loadWork = useLoadWorkIntoBooking(dispatch);
  const [cancelling, setCancelling] = useState<ScheduledWork | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const places = useMyPlaces(signedIn, info.data?.customer.default_client_location_id, text);
  const [cardResult, setCardResult] = useState<{ ok: boolean; text: string } | null>(null);

  useSessionEndOnFailure(info.error, () => {
    signOut();
    send({ type: 'sessionEnded' });
  });

  const now = appNow();
  const data = info.data;
  const works = data?.scheduled_works ?? [];
  const customer = data?.customer ?? null;
  const vehicles = useMemo(() => listedVehicles(data?.vehicles ?? []), [data?.vehicles]);
  const processor = parts.paymentCard ? options.processor : null;
  const keys = cardFormKeys(content);
  const policy: CancellationPolicy = { chargesFee: parts.cancellationFee, feeDollars: options.cancellationFeeDollars, cutOffHours: options.cancellationCutOffHours };
  const phone = content.customer_facing_phone ?? null;
  const cancelInput = (w: ScheduledWork) => ({ policy, appointment: w, now, hasCardOnFile: hasCardOnFile({ appointment: w, customer }), phone });
  useNamedFacts(works.flatMap((w) => appointmentFacts(w, now, cancelInput(w))));

  const onAction = (id: number, action: CardAction) => {
    const work = works.find((w) => w.scheduled_work_id === id);
    if (!work) return;
    if (action === 'Cancel Service') {
      setCancelError(null);
      setCancelling(work);
      return;
    }
    if (action === 'Reschedule' || action === 'Check Dates Again') {
      setBusyId(id);
      loadWork(work.scheduled_work_id, work.customer_id)
        .then(() => send({ type: 'reschedule', scheduledWorkId: id }))
        .catch((e: unknown) => toast.show({ kind: 'error', text: failureText(e, text, text('generic-error')) }))
        .finally(() => setBusyId(null));
    }
  };

  const status = info.isError ? (endsSession(info.error) ? 'error' : 'unreachable') : !data ? 'loading' : 'ready';
  const decision = cancelling ? cancellationDecision(cancelInput(cancelling)) : null;
  const card = customer && processor ? savedCard(processor, customer) : null;
  const model = (w: ScheduledWork) => appointmentCardModel(w, now, t);

  return (
    <AccountAreaView
      texts={t}
      status={status}
      unreachable={status === 'unreachable' ? { text: failureText(info.error, text, ''), onRetry: () => void info.refetch() } : null}
      upcoming={upcomingAppointments(works, now).map(model)}
      suggested={suggestedAppointments(works, now).map(model)}
      past={pastAppointments(works, now).map(model)}
      referral={showsReferralBlurb({ shown: parts.referralBlurb, bookingCount: works.length })}
      busyId={busyId}
      onAction={onAction}
      book={{
        vehicles: parts.vehicleChoices ? vehicles.map((v) => ({ id: v.vehicle_id, label: v.label })) : null,
        onBookVehicle: (id) => {
          const v = (data?.vehicles ?? []).find((x) => x.vehicle_id === id);
          if (!v) return;
          // K-10, K-11: the booking afresh, with the vehicle chosen (the referral code and the last records kept).
          dispatch({ type: 'startNewBooking', vehicle: toBookingVehicle(v), cart: [] });
          send({ type: 'bookVehicle', vehicleId: id });
        },
        onAddVehicle: () => {
          dispatch({ type: 'startNewBooking', vehicle: null, cart: [] });
          send({ type: 'addVehicle' });
        },
        onBookService: () => {
          dispatch({ type: 'startNewBooking', vehicle: null, cart: [] });
          send({ type: 'bookService' });
        },
      }}
      myAccount={{
        onGarage: () => send({ type: 'openGarage' }),
        fleet: customer?.is_fleet_user ? { title: t['fleet-title'], text: t['fleet-text'], accountName: customer.fleet_account_name ?? null } : null,
        payment:
          processor && customer ? (
            <PaymentCard
              texts={paymentCardTexts(t)}
              processor={processor}
              adapter={chooseAdapter(processor, keys)}
              keys={keys}
              card={card}
              result={cardResult}
              updating={updateCard.isPending}
              onToken={(token: CardToken) => {
                setCardResult(null);
                updateCard
                  .mutateAsync({ customerId: customer.customer_id, card: token })
                  .then((answer) => setCardResult(answer.success ? { ok: true, text: t['card-updated'] } : { ok: false, text: t['card-error'] }))
                  .catch((e: unknown) => setCardResult({ ok: false, text: rateLimitedOr(e, text, t['card-error']) }));
              }}
            />
          ) : null,
      }}
      places={places}
      dialog={
        cancelling && decision ? (
          <CancelDialog
            key={cancelling.scheduled_work_id}
            open
            title={t['cancel-title']}
            appointment={[model(cancelling).vehicle, model(cancelling).date].filter(Boolean).join(', ')}
            decision={decision}
            reminder={parts.cancelReminder ? t['cancel-reminder'] : null}
            submitting={cancel.isPending}
            serverError={cancelError}
            text={text}
            onClose={() => setCancelling(null)}
            onSubmit={({ reason, details }) => {
              setCancelError(null);
              cancel
                .mutateAsync({
                  id: cancelling.scheduled_work_id,
                  fields: {
                    cancellation_reason: reason,
                    cancellation_reason_details: details === '' ? null : details,
                    cancellation_fee_to_charge: decision.feeDollars,
                    token: null,
                  },
                })
                .then(() => {
                  setCancelling(null);
                  toast.show({ kind: 'success', text: t['cancel-success'], durationMs: CANCEL_TOAST_MS });
                })
                .catch((e: unknown) => setCancelError(failureText(e, text, text('generic-error'))));
            }}
          />
        ) : null
      }
    />
  );
}

function savedCard(processor: CardProcessor, c: { stripe_last4?: string | null; stripe_brand?: string | null; square_last4?: string | null; square_brand?: string | null }) {
  const last4 = processor === 'stripe' ? c.stripe_last4 : c.square_last4;
  const brand = processor === 'stripe' ? c.stripe_brand : c.square_brand;
  return last4 ? { brand: brand || null, last4 } : null;
}

/**
 * The named facts of one appointment (src/domain): its reschedule window (K-23, K-24) while scheduled, its cancel
 * window (K-29) while scheduled or suggested, and its cancellation fee (K-35..K-38) while Cancel Service shows.
 */
function appointmentFacts(w: ScheduledWork, now: Date, cancel: Parameters<typeof cancellationFeeFact>[1]): NamedFact[] {
  const id = w.scheduled_work_id;
  const facts: NamedFact[] = [];
  if (statusIs(w, 'scheduled')) facts.push(rescheduleWindowFact(id, w, now));
  if (statusIs(w, 'scheduled', 'suggested')) facts.push(cancelWindowFact(id, w, now));
  if (showsCardAction('Cancel Service', w, now)) facts.push(cancellationFeeFact(id, cancel));
  return facts;
}
