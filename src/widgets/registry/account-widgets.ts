/** Sign-in, the account area and the pages reached from a text or an e-mail (document 3). Part of the widget catalogue (`catalog.ts`). */
import { ACCOUNT_AREA_MESSAGES as accountAreaMessages } from '../account-area/account-messages';
import { SETTINGS_TEXT_KEYS } from '../account-settings/settings-texts';
import { PHONES_TEXT_KEYS } from '../additional-phones/phones-texts';
import { CHECK_IN_MESSAGE_KEYS } from '../check-in-shared/check-in-texts';
import { GARAGE_TEXT_KEYS } from '../garage/garage-texts';
import { PRIVACY_POLICY_MESSAGES } from '../privacy-policy/privacy-policy-text';
import { MAP_WORD_KEYS } from '../map-check-in/map-words';
import { WORK_RECEIPT_MESSAGES } from '../work-lines/work-receipt-texts';
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';
import { LINK_DEAD_END_MESSAGES } from '../checkout-shared/link-dead-end-messages';
import { FAILURE_MESSAGES } from '../shared/failure-messages';
import { APPOINTMENT_PAGE_MESSAGES as appointmentPageMessages } from '../appointment-page/appointment-messages';
import { loginFormSpec } from '../login-form/login-form.options';
import { signOutSpec } from '../sign-out/sign-out.options';
import { forgotPasswordFormSpec } from '../forgot-password-form/forgot-password-form.options';
import { resetPasswordFormSpec } from '../reset-password-form/reset-password-form.options';
import { accountAreaSpec } from '../account-area/account-area.options';
import { accountSettingsSpec } from '../account-settings/account-settings.options';
import { additionalPhonesSpec } from '../additional-phones/additional-phones.options';
import { garageSpec } from '../garage/garage.options';
import { checkInSpec } from '../check-in/check-in.options';
import { mapCheckInSpec } from '../map-check-in/map-check-in.options';
import { approveServicesSpec } from '../approve-services/approve-services.options';
import { receiptSpec } from '../receipt/receipt.options';
import { workQuoteSpec } from '../work-quote/work-quote.options';
import { optionQuoteSpec } from '../option-quote/option-quote.options';
import { appointmentPageSpec } from '../appointment-page/appointment-page.options';
import { googleReviewSpec } from '../google-review/google-review.options';
import { privacyPolicySpec } from '../privacy-policy/privacy-policy.options';
import type { WidgetSpec } from './catalog-entry';

export const accountWidgets = {
  loginForm: {
    spec: loginFormSpec,
    description: 'Sign-in (J-01..J-09): e-mail and password (both required), md5 sign-in, "Invalid username or password.", a processing state, a link to /forgot-password; sends signedIn (the flow applies the safe redirect).',
    events: ['signedIn'],
    messages: ['login-email', 'login-password', 'login-submit', 'login-busy', 'login-failed', 'login-forgot', 'required', 'rate-limited'],
    // The returning customer signs in with the demo account (e2e/sign-in.spec.ts, the front-door journeys).
    // Signing in drops the visitor's typed home address (the saved ones are offered next, J-06); the cart and the vehicle
    // entered stay (mergeSignedIn, issue 26).
    sends: { signedIn: { default: { session: 'signedIn', set: { hasPlace: false, hasHomeAddress: false, placeMode: 'none' } } } },
  },
  signOut: {
    spec: signOutSpec,
    description: '/logout (J-11, J-12): removes the token, the customer\'s cached answers and the booking\'s customer data (client locations and configuration stay), then sends signedOut.',
    events: ['signedOut'],
    messages: ['signing-out'],
    offPath: { signedOut: 'leaving: the end of a session, not a booking' },
  },
  forgotPasswordForm: {
    spec: forgotPasswordFormSpec,
    description: '/forgot-password (J-13, J-14): the e-mail, POST /send-reset-link, the answer\'s message (an alert on failure), a link back to Log In.',
    messages: ['forgot-email', 'forgot-submit', 'forgot-busy', 'forgot-back', 'forgot-sent', 'forgot-failed', 'required', 'rate-limited'],
  },
  resetPasswordForm: {
    spec: resetPasswordFormSpec,
    description: '/reset-password/:rpId (J-15..J-18): two password fields that must match ("Error: your passwords don\'t match"), POST /reset-password, the server\'s failure message in a red panel; with a token sends passwordReset (signed in).',
    events: ['passwordReset'],
    messages: ['reset-password', 'reset-confirm', 'reset-submit', 'reset-busy', 'reset-mismatch', 'reset-done-login', 'reset-done', 'reset-failed', 'rate-limited'],
    offPath: { passwordReset: 'a reset link from an e-mail, not a booking' },
  },
  accountArea: {
    spec: accountAreaSpec,
    description:
      'The account page (K-01..K-39, K-62): GET /customer-info as Upcoming, Suggested, Book A New Service, My Account, My Places and Past Services; appointment card actions, the cancel dialog, the payment and fleet cards; a failed load ends the session (sessionEnded).',
    events: ['bookVehicle', 'addVehicle', 'bookService', 'reschedule', 'sessionEnded', 'openGarage'],
    messages: accountAreaMessages,
    offPath: {
      bookVehicle: 'the account area (K-10): a returning customer starting over, not the front-door journey',
      addVehicle: 'the account area (K-10): leads to the vehicle entry',
      bookService: 'the account area (K-11): a returning customer starting over',
      reschedule: 'the account area (K-23, K-24): changes an existing booking',
      sessionEnded: 'a failed GET /customer-info (K-03)',
      openGarage: 'the account area (K-61, K-67): the way to the saved vehicles',
    },
  },
  accountSettings: {
    spec: accountSettingsSpec,
    description:
      'Account settings (K-40..K-53): own details (POST /customer/{id}), the users list; with options.manageUsers (set by the flow when allows_subusers) add, edit, remove users and hand over the primary contact, in the user modal.',
    messages: ['user-updated', 'user-created', 'user-removed', 'remove-primary', 'required', 'invalid-email', 'invalid-phone-length', ...SETTINGS_TEXT_KEYS, ...FAILURE_MESSAGES, 'image-picker-label', 'image-remove-no', 'image-remove-yes', 'remove-image-confirm', 'images-chosen', 'images-uploading-many', 'images-uploading-one'],
  },
  additionalPhones: {
    spec: additionalPhonesSpec,
    description: 'Additional contact phone numbers of upcoming appointments (K-54..K-60): 10 digits, masked, empty stored as false, PUT /booking/scheduled-work/{id}.',
    messages: ['phones-saved', 'phones-failed', 'invalid-phone-length', 'rate-limited', ...PHONES_TEXT_KEYS],
  },
  garage: {
    spec: garageSpec,
    description: 'The garage (K-61, C-60, C-61): saved vehicles, each deletable after a confirmation dialog (PUT /vehicle/{id} is_deleted) unless it has an upcoming service.',
    messages: ['vehicle-not-deletable', ...GARAGE_TEXT_KEYS, ...FAILURE_MESSAGES, 'image-picker-label', 'image-remove-no', 'image-remove-yes', 'remove-image-confirm', 'images-chosen', 'images-uploading-many', 'images-uploading-one'],
  },
  checkIn: {
    spec: checkInSpec,
    description: 'Check-in from a text link (L-03..L-06): loads the work, "already checked in" for KEYS_AVAILABLE/FINISHED, POST /checkin/scheduled-work/{id} (keys_available, checkin_type web); sends mismatch (L-01) or loadFailed (L-06, with the path).',
    events: ['mismatch', 'loadFailed'],
    messages: [...CHECK_IN_MESSAGE_KEYS, 'link-error', 'link-not-found'],
    offPath: { mismatch: 'links from a text (L)', loadFailed: 'links from a text (L)' },
  },
  mapCheckIn: {
    spec: mapCheckInSpec,
    description: 'Check-in with a map (L-07..L-15): kiosk, parking, van parking and trailer markers, a draggable pin that must be moved, the box image (1-12), Google Maps with a key, an offline map otherwise; sends mismatch or loadFailed.',
    events: ['mismatch', 'loadFailed'],
    messages: [...CHECK_IN_MESSAGE_KEYS, 'pin-not-moved', 'map-title', 'map-help', 'map-loading', 'map-offline', 'map-unavailable', 'map-box', 'map-outdoor-kiosk', ...MAP_WORD_KEYS, 'link-error', 'link-not-found'],
    offPath: { mismatch: 'links from a text (L)', loadFailed: 'links from a text (L)' },
  },
  approveServices: {
    spec: approveServicesSpec,
    description: 'Approval of suggested services (L-16..L-23): Approve / Not Today per pending service; part healthCheckWait: the choices wait for the health check (L-19, named fact healthCheckPending); POST /booking/approve-services, the toast and reload, the failure alert with the phone; the subtotal of the approved services from POST /scheduled-work/cost-preview (M-48); sends mismatch.',
    events: ['mismatch'],
    messages: [
      'approve-choice-missing', 'approve-success', 'approve-success-none', 'approve-failed', 'approve-intro', 'approve-choice-approve',
      'approve-choice-decline', 'approve-submit', 'approve-submitting', 'approve-none', 'approve-blocked', 'approve-check-again',
      'approve-report', 'approve-cancelled', 'approve-receipt-title', 'approve-subtotal', 'approve-subtotal-loading', 'approve-subtotal-failed', 'new-tab',
      'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited', ...LINK_DEAD_END_MESSAGES,
      ...WORK_RECEIPT_MESSAGES],
    offPath: { mismatch: 'links from a text (L)' },
  },
  receipt: {
    spec: receiptSpec,
    description: 'The receipt of a work (L-24): lines and totals in cents through the domain pricing, checked against the record; links to the approval page while services await it; sends mismatch.',
    events: ['mismatch'],
    messages: ['receipt-pending', 'receipt-review', 'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited', ...LINK_DEAD_END_MESSAGES, ...WORK_RECEIPT_MESSAGES],
    offPath: { mismatch: 'links from a text (L)' },
  },
  workQuote: {
    spec: workQuoteSpec,
    description: 'Quote for next time (L-25): the future (then declined) services of a work with their prices; "Book These Services" puts them in the cart with the work\'s vehicle and sends bookQuote; an empty quote sends startBooking; sends mismatch.',
    events: ['mismatch', 'bookQuote', 'startBooking'],
    messages: [
      'work-quote-intro', 'work-quote-book', 'work-quote-empty', 'work-quote-start', 'work-quote-total', 'work-quote-note', 'work-quote-future',
      'work-quote-declined', 'summary-vehicle', 'work-quote-visit', 'work-quote-services', 'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited', ...LINK_DEAD_END_MESSAGES, 'date-not-set', 'receipt-adjustment', 'receipt-amount-paid', 'receipt-balance-due', 'receipt-cancelled', 'receipt-card-brand-ending', 'receipt-card-ending', 'receipt-charges', 'receipt-credit-card', 'receipt-none-charged', 'receipt-not-charged', 'receipt-paid-in-full', 'receipt-payment', 'receipt-payment-method', 'receipt-price-adjustment', 'receipt-region', 'work-line-declined', 'work-line-future', 'work-line-pending', ...SUMMARY_MESSAGES],
    offPath: { mismatch: 'links from a text (L)', bookQuote: 'links from a text (L)', startBooking: 'links from a text (L)' },
  },
  optionQuote: {
    spec: optionQuoteSpec,
    description: 'Multi-option quote (L-26..L-35): sections of options (one per section, toggle off, each choice in the booking for the step\'s L-34 blocker), questions and answers; part homeAddress: the quote\'s address becomes the place; rebuilds the cart and sends quoteChosen; an invalid link sends invalidLink.',
    events: ['invalidLink', 'quoteChosen', 'mismatch'],
    messages: [
      'option-quote-title', 'quote-invalid', 'quote-loading', 'quote-load-error', 'link-retry', 'quote-vehicle',
      'quote-address', 'quote-services', 'quote-option-total', 'quote-answers', 'quote-answer-yes', 'quote-answer-no', 'quote-answer-scale',
      'quote-choose', 'quote-selected-badge', 'quote-toggle-hint', 'quote-announce-selected', 'quote-announce-cleared', 'quote-summary-title', 'quote-summary-none',
      'quote-selected-total', 'quote-discount', 'quote-coupon', 'continue', 'please-wait', 'required', 'rate-limited'],
    offPath: { invalidLink: 'links from a text (L)', quoteChosen: 'links from a text (L)', mismatch: 'links from a text (L)' },
  },
  appointmentPage: {
    spec: appointmentPageSpec,
    description:
      'The appointment and payment page (L-36..L-54): summary, paid / nothing to pay, card update through the payment adapters, tip, reschedule and cancel when allowed, the expired-token panel with RESEND ACCESS LINK; sends mismatch (L-02) and reschedule (L-38, the work loaded in change-booking mode).',
    events: ['mismatch', 'reschedule'],
    messages: appointmentPageMessages,
    offPath: { mismatch: 'links from a text (L)', reschedule: 'links from a text (L-38): changes an existing booking' },
  },
  googleReview: {
    spec: googleReviewSpec,
    description:
      '/google-review (L-55): the step tracks the visit; the widget says it is taking you to the review page and, for an https google_review_url only, sends reviewReady after 2 seconds (the flow goes there) with a "Go now" link; anything else shows a message and stays.',
    events: ['reviewReady'],
    messages: ['google-review-redirecting', 'google-review-go-now', 'google-review-unavailable', 'google-review-home'],
    offPath: { reviewReady: 'leaving for the provider\'s review page' },
  },
  privacyPolicy: {
    spec: privacyPolicySpec,
    description: '/privacy-policy (L-56..L-58): the policy naming the provider, its legal contact address, last updated August 1, 2024, not for children under 16.',
    messages: PRIVACY_POLICY_MESSAGES,
  },
} satisfies Record<string, WidgetSpec>;
