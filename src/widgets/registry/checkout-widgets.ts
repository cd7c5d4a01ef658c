/** Account, schedule, review and the finished page of a booking, and the links that change one. Part of the widget catalogue (`catalog.ts`). */
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';
import { FAILURE_MESSAGES } from '../shared/failure-messages';
import { IMAGE_UPLOAD_MESSAGES } from '../shared/image-upload-messages';
import { KEYOSK_PICKER_MESSAGES } from '../keyosk-picker/keyosk-messages';
import { REVIEW_TEXT_MESSAGES } from '../booking-review/review-texts';
import { SCHEDULE_TEXT_MESSAGES } from '../schedule-picker/schedule-texts';
import { FINISHED_TEXT_MESSAGES } from '../booking-finished/finished-texts';
import { accountFormSpec } from '../account-form/account-form.options';
import { allSetSpec } from '../all-set/all-set.options';
import { schedulePickerSpec } from '../schedule-picker/schedule-picker.options';
import { keyoskPickerSpec } from '../keyosk-picker/keyosk-picker.options';
import { bookingReviewSpec } from '../booking-review/booking-review.options';
import { bookingFinishedSpec } from '../booking-finished/booking-finished.options';
import { rescheduleLinkSpec } from '../reschedule-link/reschedule-link.options';
import { oneClickConfirmationSpec } from '../one-click-confirmation/one-click-confirmation.options';
import { one, type WidgetSpec } from './catalog-entry';

export const checkoutWidgets = {
  accountForm: {
    spec: accountFormSpec,
    description:
      'Create Account (E-01..E-17, E-23): the flow\'s JSON Schema drawn by @rjsf/core (precompiled validators, flow messages as error texts), fleet account name, how-did-you-hear and guest checkout where the flow shows them (parts fleet, howDidHear, guestCheckout), sign-up with the existing-e-mail notice and the Incorrect Password modal; before the sign-up, the typed home address\'s service area is checked again (B-29/B-40: placeNotServed).',
    events: ['signedUp', 'guestContinue', 'addressCreateFailed', 'placeNotServed'],
    messages: [
      'password-required', 'email-exists', 'incorrect-password', 'incorrect-password-title', 'signup-failed',
      'continue-as-guest', 'create-account', 'address-create-failed', 'critical-error', 'postal-code-not-served', ...FAILURE_MESSAGES,
      'please-wait', 'form-loading', 'error-modal-close', 'account-form-label', 'password-title', 'password-optional', 'how-did-hear-choose', 'email-exists-login', 'email-exists-reset',
    ],
    sends: {
      signedUp: {
        default: { session: 'signedIn', sessionKind: 'visitor' },
        fleet: { part: 'fleet', session: 'signedIn', sessionKind: 'fleet' },
      },
      guestContinue: { default: { part: 'guestCheckout', session: 'guest', sessionKind: 'guest' } },
    },
    offPath: {
      addressCreateFailed: 'a failed call',
      placeNotServed: 'the typed postal code, let through while the service area could not be read (B-40), is not served (B-29)',
    },
  },
  allSet: {
    spec: allSetSpec,
    description: 'Sign-up thank-you (E-24): a short confirmation and a chat button (mailto:/tel: of the provider).',
    messages: ['all-set-body', 'all-set-chat', 'all-set-label', 'all-set-mail-subject', 'all-set-mail-subject-plain'],
  },
  schedulePicker: {
    spec: schedulePickerSpec,
    description: 'The calendar the flow computes (option variant: month + arrive/leave hours, week grid of slots, week calendar), waitlist and hand-raise where the flow shows them (parts), notes, images; saves a changed booking.',
    events: ['continue', 'bookingUpdated'],
    messages: [
      'select-date',
      'waitlist-needs-availability',
      'sooner-needs-availability',
      'leave-after-arrive',
      'select-date-and-time',
      'no-dates',
      'no-dates-waitlist',
      'no-dates-week',
      'date-filled',
      'double-booking',
      'critical-error',
      'text-too-long',
      ...IMAGE_UPLOAD_MESSAGES,
      ...FAILURE_MESSAGES,
      'booking-updated',
      'update-booking',
      'service-sooner',
      'sooner-availability-label',
      'waitlist-toggle',
      'waitlist-availability-label',
      'waitlist-availability-hint',
      'notes-label',
      ...SCHEDULE_TEXT_MESSAGES, 'updating'],
    fills: {
      'first-available': { set: { dateChosen: true } },
      'first-available-with-note': { set: { dateChosen: true, scheduleNoteGiven: true } },
    },
    sends: { continue: one },
    offPath: { bookingUpdated: 'changing a booking made earlier (I-04)' },
  },
  keyoskPicker: {
    spec: keyoskPickerSpec,
    description: 'Parking zone and Keyosk pickers with photos and blurbs (G-02..G-06); sets booking.parkingId/keyoskId — the step\'s continueButton and blockers do the rest.',
    messages: KEYOSK_PICKER_MESSAGES,
    // The parking lot is picked while the `parking` part shows; otherwise G-04 does not hold (the same `parking-asked`).
    fills: { first: { set: { parkingChosen: true, keyoskChosen: true } } },
  },
  bookingReview: {
    spec: bookingReviewSpec,
    description: 'Customer info, text agreement, key location, appointment, services, coupon, tip, totals, terms, cancellation policy, payment (lazy card-form adapters) and the Confirm Appointment submit (H-01..H-36).',
    events: ['booked', 'doubleBooking'],
    messages: [
      'critical-error', 'double-booking', 'date-not-set', 'text-agreement-label', 'cancellation-policy', 'card-hold', 'card-replaces',
      'invalid-card', 'network-error', 'key-location-missing', ...REVIEW_TEXT_MESSAGES, ...FAILURE_MESSAGES,
    ],
    fills: {
      complete: {
        set: { customerInfoComplete: true, textAgreementChecked: true, termsAccepted: true, cancellationPolicyAccepted: true, keyLocationGiven: true, paymentSettled: true },
      },
    },
    sends: { booked: one },
    offPath: { doubleBooking: 'the slot was taken meanwhile: back to the schedule' },
  },
  bookingFinished: {
    spec: bookingFinishedSpec,
    description: 'Thank You: the three next steps, Home (part homeButton) / Book another service, and the summary of the booking made (H-37..H-44; part quantity).',
    events: ['bookAnother'],
    messages: ['date-not-set', 'finished-step-email', 'finished-step-reminder', 'finished-step-contact', ...FINISHED_TEXT_MESSAGES],
    offPath: { bookAnother: 'after the journey ends' },
  },
  rescheduleLink: {
    spec: rescheduleLinkSpec,
    description:
      'Reschedule / proactive link (I-08..I-14, I-16): loads the work for the signed-in customer; sends mismatch, loaded (change-booking mode), confirmed (new date saved) or dateUnavailable.',
    events: ['loaded', 'confirmed', 'mismatch', 'dateUnavailable'],
    messages: ['link-loading', 'link-not-found', 'link-cannot-change', 'link-error', 'link-retry', 'link-account', 'required'],
    offPath: { loaded: 'links from a text (I)', confirmed: 'links from a text (I)', mismatch: 'links from a text (I)', dateUnavailable: 'links from a text (I)' },
  },
  oneClickConfirmation: {
    spec: oneClickConfirmationSpec,
    description: 'One-click confirmation card (I-15, I-16): the saved date and window, place, vehicle and services, and a link to /account.',
    messages: [
      'one-click-title',
      'one-click-title-reschedule',
      'one-click-title-proactive',
      'one-click-intro',
      'one-click-loading',
      'one-click-error',
      'one-click-empty',
      'one-click-account',
      'your-appointment', 'required', ...SUMMARY_MESSAGES],
  },
} satisfies Record<string, WidgetSpec>;
