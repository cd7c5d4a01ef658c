/**
 * Confirm your appointment / Appointment Summary (H-01..H-36): customer info, text agreement, key
 * location, appointment, services, tip, totals (with the coupon the layout's sidebar box applied), terms and cancellation policy, payment and the
 * Confirm Appointment button. Sends `booked` after a successful submit and `doubleBooking` after the
 * double-booking dialog; the flow decides where they lead. How the booking is paid goes into the booking
 * (`payment`, H-18..H-21): null until the payment methods (and a signed-in customer's account) are loaded, so
 * the flow's card rule (blocker H-18) holds Confirm back; a failed load is said with Try again. Once booked, the
 * booking's personal data is kept in memory only (issue 15). What the step shows for the provider is the flow's:
 * the parts `prices` (H-08), `quantity`, `tip` (H-15), `terms` (H-05), `cancellationPolicy` (H-06) and the option
 * `processor` (H-22, H-23); the provider's content gives the terms link, the tip percentages, the pricing rules, the
 * card forms' keys and the phone.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import { useKeyosks, useParkingZones } from '../../api/client-locations';
import { useCoupon } from '../../api/coupons';
import { usePaymentMethods, type CardToken } from '../../api/payments';
import { safeUrl } from '../../domain/safe-url';
import { ErrorModal } from '../shared/error-modal';
import { customerFailureText, failureText } from '../../api/failure-text';
import { ErrorNotice } from '../../ui/error-notice';
import { tipOptions } from '../../domain/tip';
import { formatPhoneMask } from '../../domain/validate-phone';
import { chooseAdapter, cardFormKeys } from '../payment/adapters';
import { PaymentSection } from '../payment/payment-section';
import { paymentMethodIdOf, paymentSettlement, planPayment, type PaymentChoice } from '../payment/payment-plan';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { bookingReviewSpec } from './booking-review.options';
import { useBooking } from '../../booking/use-booking';
import type { BookingPayment } from '../../booking/booking-state';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { bookingPayload, lastBookingOf } from './booking-payload';
import { CheckoutAgreements, TextAgreement } from './checkout-agreements';
import { CustomerInfoForm } from './customer-info-form';
import { KeyLocationSelect } from './key-location-select';
import { keyLocationAsked } from '../../domain/key-location';
import { bookingTimeZone, reviewPricing, tipPercentDefaults } from './review-model';
import { agreementTexts, customerInfoTexts, keyLocationTexts, phoneFieldsTexts, tipTexts } from './review-texts';
import { paymentSectionTexts } from '../payment/payment-texts';
import { summaryTexts } from '../checkout-shared/summary-texts';
import { reviewPlace, serviceLines } from './review-lines';
import { ServicesSummary } from '../checkout-shared/services-summary';
import { TipSelector } from './tip-selector';
import { AdditionalPhoneFields } from './additional-phone-fields';
import { useBookingSubmit } from './use-booking-submit';
import { useCustomTip } from './use-custom-tip';
import '../checkout-shared/checkout.css';

export default function BookingReview({ options, parts, text, values, send, dispatch }: WidgetPropsOf<typeof bookingReviewSpec>) {
  const { content, session } = values;
  // The review shows, prices and sends nearly all of the booking, and holds the fields typed into it.
  const booking = useBooking((b) => b);
  const reasonId = useId();
  const zone = bookingTimeZone(booking);
  const hidden = !parts.prices;
  const withTip = parts.tip;
  const phone = content.customer_facing_phone?.trim() || null;
  const summary = summaryTexts(text);

  const customerInfo = useCustomerInfo({ enabled: session.signedIn });
  const customer = customerInfo.data?.customer ?? null;
  // A signed-in customer's account decides the payment options (card on file H-26, fleet account H-19) and whose
  // booking it is: until it is loaded nothing is settled; when it fails the page says so, with Try again.
  const accountMissing = session.signedIn && !customerInfo.data;
  const accountFailed = accountMissing && customerInfo.isError && !customerInfo.isFetching;
  const methods = usePaymentMethods();
  const coupon = useCoupon(booking.couponCode);
  const price = reviewPricing(booking, content, coupon.data, withTip);
  const tip = useCustomTip(booking, dispatch, text('tip-not-numeric'));
  const workplaceId = booking.placeMode === 'workplace' ? (booking.clientLocation?.id ?? null) : null;
  const keyosks = useKeyosks(workplaceId);
  const parking = useParkingZones(workplaceId);
  const placeNames = {
    keyosk: keyosks.data?.find((k) => k.keyosk_id === booking.keyoskId)?.name ?? null,
    parking: parking.data?.find((z) => z.parking_id === booking.parkingId)?.name ?? null,
  };

  // Signed in: the account's contact details fill the blank fields, once per account (a field the customer clears stays clear).
  const prefilledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!customer || prefilledFor.current === customer.customer_id) return;
    prefilledFor.current = customer.customer_id;
    const phone = customer.phone ? formatPhoneMask(customer.phone) : '';
    dispatch({ type: 'prefillCustomer', customer: { firstName: customer.first_name, lastName: customer.last_name, email: customer.email, phone } });
  }, [customer, dispatch]);

  const plan = planPayment({ totalCents: price.totalCents, methods: methods.data, processor: options.processor, customer });
  const [chosen, setChosen] = useState<PaymentChoice | null>(null);
  // H-18: how the booking will be paid goes into the booking, where the card rule's blocker reads it: null
  // (Confirm held back, for a provider that takes cards) until the payment methods are loaded and one is chosen.
  const choiceOf = (c: PaymentChoice | null) => (c !== null && plan.choices.includes(c) ? c : plan.defaultChoice);
  const settlementOf = (c: PaymentChoice | null) => (accountMissing ? null : paymentSettlement(plan, choiceOf(c)));
  const choice = choiceOf(chosen);
  const settlement = settlementOf(chosen);
  const methodsFailed = methods.isError && !methods.data;
  const [declines, setDeclines] = useState(0);
  const keys = cardFormKeys(content);

  // Booked (`bookingMade`): the personal data stays in memory only (the finished page's summary), never in the tab's storage (issue 15).
  const submitter = useBookingSubmit({
    booking,
    dispatch,
    send,
    payload: () => bookingPayload(booking, price, { paymentMethodId: null, token: null }, customer?.customer_id ?? null, withTip),
    snapshot: (work) => lastBookingOf(booking, work, hidden),
  });
  const problem = submitter.problem;
  // Not while a submit runs: success clears the payment with the other extras (H-31) and the page then moves on.
  const submitting = submitter.processing;
  const settle = (payment: BookingPayment | null) => {
    if (!submitting) dispatch({ type: 'settlePayment', payment });
  };
  /** The customer's payment choice reaches the booking in the press that makes it. */
  const choose = (c: PaymentChoice) => {
    setChosen(c);
    settle(settlementOf(c));
  };
  // What can be settled changes with answers from outside (the payment methods, the account, the price with its
  // coupon; a submit's end): the settlement is written as they arrive, with the choice as it stands.
  const offerKey = JSON.stringify([plan.free, plan.cardMethodId, plan.fleetMethodId, plan.choices, accountMissing, submitting]);
  useEffect(() => {
    settle(settlement);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of what can be settled (the choice writes in its handler)
  }, [offerKey]);
  useEffect(() => {
    if (problem?.kind === 'invalid-card') {
      choose('new-card');
      setDeclines((n) => n + 1); // H-34: the card form stays open as filled; the focus goes to the card error
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per submit answer
  }, [problem]);

  const [tried, setTried] = useState(false);
  // The step's blockers: those shown on press (H-03..H-06, the key location G-11: issue 26) leave Confirm active and
  // say their message when it is pressed, as an alert with the focus (a new message waits for the next press); the
  // others (a non-numeric custom tip H-17, an additional phone K-55, no payment method H-18) keep Confirm inactive with their reason.
  const blocker = values.continueBlocked ? (values.blockerMessage ?? text('complete-form-above')) : null;
  const onPress = blocker !== null && values.blockerShownOnPress;
  const [pressed, setPressed] = useState<{ message: string; count: number } | null>(null);
  if (blocker === null && pressed !== null) setPressed(null);
  const pressedNow = onPress && pressed?.message === blocker;
  const blockedReason = onPress && !pressedNow ? null : blocker;
  const inactive = blocker !== null && !onPress;
  const refused = () => {
    setTried(true);
    if (blocker !== null) setPressed((p) => ({ message: blocker, count: (p?.count ?? 0) + 1 }));
  };

  const confirm = (token: CardToken | null) => {
    setTried(true);
    if (blocker !== null) return;
    void submitter.submit({ payment_method_id: paymentMethodIdOf(settlement), ...(token ?? {}) });
  };

  const termsUrl = parts.terms && content.terms_and_conditions_url ? safeUrl(content.terms_and_conditions_url, ['http:', 'https:']) : null;
  const schedule = booking.schedule;
  return (
    <div className="booking-review">
      {accountFailed ? (
        <ErrorNotice className="booking-review__error" onRetry={() => void customerInfo.refetch()} retryLabel={text('link-retry')}>
          {failureText(customerInfo.error, text, text('account-load-failed'))}
        </ErrorNotice>
      ) : null}
      <CustomerInfoForm
        value={booking.customer}
        showErrors={tried}
        texts={customerInfoTexts(text)}
        onChange={(field, v) =>
          dispatch({ type: 'setCustomerField', field, value: v })
        }
      />
      <TextAgreement
        label={text('text-agreement-label')}
        checked={booking.textAgreementChecked}
        onChange={(v) => dispatch({ type: 'answer', field: 'textAgreementChecked', value: v })}
      />
      {keyLocationAsked(booking) ? (
        <KeyLocationSelect
          value={booking.keyLocation}
          note={booking.keyLocationNote}
          showErrors={tried}
          texts={keyLocationTexts(text)}
          onChange={(v) => dispatch({ type: 'answer', field: 'keyLocation', value: v })}
          onNote={(v) => dispatch({ type: 'answer', field: 'keyLocationNote', value: v })}
        />
      ) : null}
      <AppointmentDetails
        date={schedule?.date ?? null}
        start={schedule?.plannedArrivalTime ?? schedule?.confirmedAppointmentStartTime ?? null}
        end={schedule?.plannedDepartureTime ?? null}
        timeZone={zone}
        noDateText={text('date-not-set')}
        place={reviewPlace(booking, placeNames)}
        vehicle={booking.vehicle?.displayName ?? null}
        texts={summary}
      />
      <ServicesSummary lines={serviceLines(booking)} pricesHidden={hidden} showQuantity={parts.quantity} texts={summary} />
      {withTip ? (
        <TipSelector
          options={tipOptions(tipPercentDefaults(content), price.tipBaseCents)}
          choice={booking.tip}
          tip={tip}
          pricesHidden={hidden}
          texts={tipTexts(text)}
        />
      ) : null}
      {parts.additionalPhones ? (
        <AdditionalPhoneFields
          phones={booking.additionalPhones}
          showErrors={tried}
          texts={phoneFieldsTexts(text)}
          onChange={(phones) => dispatch({ type: 'typeAdditionalPhones', phones })}
        />
      ) : null}
      <section className="review-section review-totals" aria-label={summary.total}>
        <h2 className="review-section__title">{summary.total}</h2>
        <PriceLinesView lines={price.lines} totalCents={price.totalCents} hidden={hidden} texts={summary} />
      </section>
      <CheckoutAgreements
        texts={agreementTexts(text)}
        terms={parts.terms}
        termsUrl={termsUrl}
        termsAccepted={booking.termsAccepted}
        onTerms={(v) => dispatch({ type: 'answer', field: 'termsAccepted', value: v })}
        cancellationPolicy={parts.cancellationPolicy ? text('cancellation-policy') : null}
        cancellationPolicyAccepted={booking.cancellationPolicyAccepted}
        onCancellationPolicy={(v) => dispatch({ type: 'answer', field: 'cancellationPolicyAccepted', value: v })}
      />
      <PaymentSection
        text={text}
        texts={paymentSectionTexts(text, phone)}
        free={plan.free}
        choices={plan.choices}
        choice={choice}
        onChoose={choose}
        savedCard={plan.savedCard}
        fleetAccountName={customer?.fleet_account_name}
        processor={plan.processor}
        adapter={plan.processor ? chooseAdapter(plan.processor, keys) : null}
        keys={keys}
        cardHoldText={[text('card-hold'), text('card-replaces')]}
        cardError={problem?.kind === 'invalid-card' ? text('invalid-card') : null}
        declines={declines}
        submitLabel={text('confirm-appointment')}
        inactive={inactive}
        processing={submitter.processing}
        reason={blockedReason}
        reasonPresses={pressedNow ? pressed?.count : undefined}
        held={onPress}
        describedBy={blockedReason ? reasonId : undefined}
        problem={problem?.kind === 'network' ? text('network-error') : null}
        onConfirm={confirm}
        onTokenizeError={(error) => console.error('Card tokenization failed', error)}
        onBlocked={refused}
        loading={methods.isPending || (methodsFailed && methods.isFetching) || (accountMissing && customerInfo.isFetching)}
        loadError={methodsFailed && !methods.isFetching ? methods.error : null}
        onRetry={() => void methods.refetch()}
        cardRequired={plan.cardRequired}
      />
      <ErrorModal
        open={problem?.kind === 'critical'}
        title={text('critical-error-title')}
        message={problem?.kind === 'critical' ? text('critical-error', { text: customerFailureText(problem.failure, text) }) : ''}
        closeLabel={text('error-modal-close')}
        onClose={submitter.clearProblem}
      />
      <ErrorModal
        open={problem?.kind === 'coupon-used'}
        title={text('error-modal-title')}
        message={text('coupon-already-used')}
        closeLabel={text('error-modal-close')}
        onClose={submitter.clearProblem}
      />
      <ErrorModal
        open={problem?.kind === 'double-booking'}
        title={text('double-booking-title')}
        message={text('double-booking')}
        closeLabel={text('error-modal-close')}
        onClose={() => {
          submitter.clearProblem();
          send({ type: 'doubleBooking' });
        }}
      />
    </div>
  );
}
