/**
 * The widget catalogue: every widget name a flow may use, as plain data (no React), so the flow
 * checker can verify names, the events a widget emits (the step must handle them) and the message
 * keys it needs (the step or flow must define them). `registry.ts` maps the same names to components;
 * a test keeps the two in step.
 *
 * `planned` names are screens whose widget belongs to a later issue: the registry shows a clearly
 * labelled panel for them, never a blank.
 */
import { tireDetailMessages, tireProductsMessages, tireServicesMessages, tireSizePickerMessages } from '../tire-common/tire-messages';
import { ACCOUNT_AREA_MESSAGES as accountAreaMessages } from '../account-area/account-messages';
import { SETTINGS_TEXT_KEYS } from '../account-settings/settings-texts';
import { PHONES_TEXT_KEYS } from '../additional-phones/phones-texts';
import { CHECK_IN_MESSAGE_KEYS } from '../check-in-shared/check-in-texts';
import { LOOKUP_TEXT_KEYS } from '../vehicle-lookup/lookup-texts';
import { VERIFY_TEXT_KEYS } from '../vehicle-verify/verify-texts';
import { SAVED_VEHICLES_TEXT_KEYS } from '../saved-vehicles/saved-vehicles-texts';
import { SERVICE_CATEGORIES_TEXT_KEYS } from '../service-categories/categories';
import { GARAGE_TEXT_KEYS } from '../garage/garage-texts';
import { ADDRESS_FIELD_MESSAGE_KEYS } from '../address-shared/address-form-texts';
import { PRIVACY_POLICY_MESSAGES } from '../privacy-policy/privacy-policy-text';
import { MAP_WORD_KEYS } from '../map-check-in/map-words';
import { WORK_RECEIPT_MESSAGES } from '../work-lines/work-receipt-texts';
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';
import { FAILURE_MESSAGES } from '../shared/failure-messages';
import { IMAGE_UPLOAD_MESSAGES } from '../shared/image-upload-messages';
import { SERVICE_PICKER_MESSAGES } from '../service-picker/service-messages';
import { DETAILING_PICKER_MESSAGES } from '../detailing-picker/detailing-messages';
import { DETAILING_OPTIONS_MESSAGES } from '../detailing-options/detailing-texts';
import { DIAGNOSTIC_FORM_MESSAGES } from '../diagnostic-form/diagnostic-concerns';
import { HOME_HERO_MESSAGES } from '../home-hero/home-hero-texts';
import { KEYOSK_PICKER_MESSAGES } from '../keyosk-picker/keyosk-messages';
import { REVIEW_TEXT_MESSAGES } from '../booking-review/review-texts';
import { SCHEDULE_TEXT_MESSAGES } from '../schedule-picker/schedule-texts';
import { FINISHED_TEXT_MESSAGES } from '../booking-finished/finished-texts';
import { APPOINTMENT_PAGE_MESSAGES as appointmentPageMessages } from '../appointment-page/appointment-messages';
import type { WidgetOptionsSpec } from '../contract/widget-spec';
import { headingSpec } from '../heading/heading.options';
import { messageSpec } from '../message/message.options';
import { continueButtonSpec } from '../continue-button/continue-button.options';
import { formSpec } from '../form/form.options';
import { accountFormSpec } from '../account-form/account-form.options';
import { allSetSpec } from '../all-set/all-set.options';
import { serviceCategoriesSpec } from '../service-categories/service-categories.options';
import { servicePickerSpec } from '../service-picker/service-picker.options';
import { detailingPickerSpec } from '../detailing-picker/detailing-picker.options';
import { detailingOptionsSpec } from '../detailing-options/detailing-options.options';
import { diagnosticFormSpec } from '../diagnostic-form/diagnostic-form.options';
import { placePickerSpec } from '../place-picker/place-picker.options';
import { saveLocationSpec } from '../save-location/save-location.options';
import { addressFormSpec } from '../address-form/address-form.options';
import { homeHeroSpec } from '../home-hero/home-hero.options';
import { tireServicesSpec } from '../tire-services/tire-services.options';
import { tireSizePickerSpec } from '../tire-size-picker/tire-size-picker.options';
import { tireProductsSpec } from '../tire-products/tire-products.options';
import { tireDetailSpec } from '../tire-detail/tire-detail.options';
import { savedVehiclesSpec } from '../saved-vehicles/saved-vehicles.options';
import { vehicleLookupSpec } from '../vehicle-lookup/vehicle-lookup.options';
import { vehicleVerifySpec } from '../vehicle-verify/vehicle-verify.options';
import { schedulePickerSpec } from '../schedule-picker/schedule-picker.options';
import { keyoskPickerSpec } from '../keyosk-picker/keyosk-picker.options';
import { bookingReviewSpec } from '../booking-review/booking-review.options';
import { bookingFinishedSpec } from '../booking-finished/booking-finished.options';
import { rescheduleLinkSpec } from '../reschedule-link/reschedule-link.options';
import { oneClickConfirmationSpec } from '../one-click-confirmation/one-click-confirmation.options';
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

export interface WidgetSpec {
  description: string;
  /**
   * The widget's options schema and parts, declared beside the component (`<folder>/<name>.options.ts`): the flow
   * checker refuses an unknown, missing or mistyped option, an unknown part and a part left unwritten.
   */
  spec: WidgetOptionsSpec;
  /** Events the widget may send to its step (`step.on[event]` must exist). */
  events?: readonly string[];
  /** Message keys the widget reads (from the step's or the flow's messages). */
  messages?: readonly string[];
  /** Not built yet: rendered as a labelled placeholder naming the issue that builds it. */
  planned?: string;
  /**
   * Journey model (docs/architecture.md, "Journeys"): what a person can complete on the widget without
   * leaving the step, by choice name, and the booking facts (and session) each choice establishes.
   */
  fills?: Readonly<Record<string, FactEffect>>;
  /** Journey model: for each event the widget sends on a journey, the choices a person can make and what each establishes. */
  sends?: Readonly<Record<string, Readonly<Record<string, FactEffect>>>>;
  /** Events that are never part of a journey to the finished page (failures, side paths), with the reason. */
  offPath?: Readonly<Record<string, string>>;
}

/**
 * What one choice on a widget establishes. `part` says the widget offers the choice only while that part of it
 * shows (the flow decides: the journey checker reads the step's `parts`); `when` (a condition over `session`)
 * narrows it further; `set` the booking facts it makes true (or changes), `session` the session it starts,
 * `payload` the event's fields.
 */
interface FactEffect {
  part?: string;
  when?: JourneyCondition;
  set?: Readonly<Record<string, string | number | boolean | null>>;
  session?: 'signedIn' | 'guest';
  payload?: Readonly<Record<string, string | number | boolean | null>>;
  /** The choice is how a customer of this kind goes on (sign-up, fleet sign-up, guest checkout): only journeys of that kind take it. */
  sessionKind?: 'visitor' | 'guest' | 'customer' | 'fleet' | 'returning';
}

/** A flow condition (schemas/condition.schema.json) as plain data; the journey checker evaluates it. */
type JourneyCondition = Readonly<Record<string, unknown>>;

const visitor: JourneyCondition = { not: { session: 'signedIn' } };
const one: Readonly<Record<string, FactEffect>> = { default: {} };

export const widgetCatalog = {
  heading: {
    spec: headingSpec,
    description: 'Page title (and optional subtitle) from message keys in options.',
  },
  message: {
    spec: messageSpec,
    description: 'A paragraph of text from a message key in options; may read {config.*}.',
  },
  form: {
    spec: formSpec,
    description: 'A plain form drawn by @rjsf/core from a JSON Schema in options, with the flow messages as error texts; sends options.event on submit.',
    events: ['submit'],
    messages: ['please-wait', 'continue', 'form-loading'],
    offPath: { submit: 'a plain form: its step declares nothing yet' },
  },
  continueButton: {
    spec: continueButtonSpec,
    description: 'Continue (options.label, else the flow\'s continue), inactive with the first blocker message as its reason; sends continue.',
    events: ['continue'],
    messages: ['continue', 'please-wait'],
    sends: { continue: one },
  },
  homeHero: {
    spec: homeHeroSpec,
    description: 'Home page: the provider, a "Book a Service" start and the marketing banner (A-16, A-17, A-23).',
    events: ['start'],
    messages: HOME_HERO_MESSAGES,
    sends: { start: one },
  },
  saveLocation: {
    spec: saveLocationSpec,
    description: 'K-65: "Save to My Places" under the selected workplace/shop (PUT /customer/client-location/{id}); shows nothing for a home address or before a choice.',
    messages: ['save-place', 'place-saved', 'place-save-failed', 'rate-limited'],
  },
  placePicker: {
    spec: placePickerSpec,
    description:
      'At Home / At Work / At The Shop (B-03..B-07), the address form (visitors) or saved places with "Add a Home Address" (signed in), workplace dropdown, shop list; Continue is the step\'s continueButton.',
    events: ['pickSavedPlace', 'bookedBefore', 'addressCreateFailed'],
    messages: [
      'booked-before', 'add-home-address', 'address-create-failed',
      'required-fields', 'invalid-postal-code', 'postal-code-not-served', 'no-exact-match', 'missing-street-number',
      ...ADDRESS_FIELD_MESSAGE_KEYS, 'required'],
    fills: {
      home: { part: 'home', when: visitor, set: { hasPlace: true, placeMode: 'home', hasHomeAddress: true } },
      workplace: { part: 'workplace', set: { hasPlace: true, placeMode: 'workplace', hasHomeAddress: false } },
      shop: { part: 'shop', set: { hasPlace: true, placeMode: 'shop', hasHomeAddress: false } },
    },
    sends: {
      pickSavedPlace: {
        home: { part: 'home', when: { session: 'signedIn' }, set: { hasPlace: true, placeMode: 'home', hasHomeAddress: true } },
      },
      // "Booked service before?" (B-19): the returning customer's way to sign in (J-01), back to this step (J-07).
      bookedBefore: { returning: { when: visitor, sessionKind: 'returning' } },
    },
    offPath: { addressCreateFailed: 'a failed call' },
  },
  addressForm: {
    spec: addressFormSpec,
    description: 'Address form with service-area checks, property questions and autocomplete; Save creates the address (L-59..L-61); Cancel sends cancel.',
    events: ['saved', 'cancel'],
    messages: ['address-save-failed', 'required-fields', 'invalid-postal-code', 'postal-code-not-served', 'no-exact-match', 'missing-street-number', ...ADDRESS_FIELD_MESSAGE_KEYS, 'required'],
    offPath: { saved: 'the account area (L-59..L-61), not the booking', cancel: 'leaving the account area page unsaved' },
  },
  savedVehicles: {
    spec: savedVehiclesSpec,
    description: 'Saved vehicles (complete ones, by display name) as buttons and "Add a New Vehicle" (C-04..C-06).',
    events: ['pickVehicle', 'addVehicle'],
    messages: [...SAVED_VEHICLES_TEXT_KEYS],
    sends: {
      pickVehicle: { saved: { set: { hasVehicle: true, vehicleType: 'automobile' } } },
      addVehicle: one,
    },
  },
  vehicleLookup: {
    spec: vehicleLookupSpec,
    description: 'Plate, VIN, year/make/model (with search dialog), heavy-duty and other-type tabs (C-09..C-50).',
    events: ['lookupFound', 'lookupFailed', 'vehicleSaved'],
    messages: ['lookup-failed', 'critical-error', 'required', 'plate-too-short', 'vin-length', 'heavy-duty-vin', ...LOOKUP_TEXT_KEYS, ...FAILURE_MESSAGES],
    sends: {
      lookupFound: { plate: { payload: { plateState: 'VA', plateNumber: 'ABC1234' } } },
      vehicleSaved: { 'year-make-model': { set: { hasVehicle: true, vehicleType: 'automobile' } } },
    },
    offPath: { lookupFailed: 'a failed lookup' },
  },
  vehicleVerify: {
    spec: vehicleVerifySpec,
    description: 'Looked-up vehicle: four facts revealed 500 ms apart, recalls, color; Continue after the reveal (C-51..C-59).',
    events: ['continue', 'lookupFailed'],
    messages: [...VERIFY_TEXT_KEYS, 'critical-error', ...FAILURE_MESSAGES],
    // The person waits for the four facts (C-55), which lifts the step's C-56 blocker, then presses Continue.
    sends: { continue: { default: { set: { hasVehicle: true, vehicleType: 'automobile', vehicleInfoRevealed: true } } } },
    offPath: { lookupFailed: 'a failed lookup or Back' },
  },
  serviceCategories: {
    spec: serviceCategoriesSpec, description: 'Mechanical / Tire / Detailing / Diagnostic cards for the place; sends pickCategory with category.', events: ['pickCategory'],
    messages: [...SERVICE_CATEGORIES_TEXT_KEYS],
    sends: {
      pickCategory: {
        mechanical: { payload: { category: 'mechanical' } },
        tires: { payload: { category: 'tires' } },
        detailing: { payload: { category: 'detailing' } },
        diagnostic: { part: 'diagnostic', payload: { category: 'diagnostic' } },
      },
    },
  },
  servicePicker: {
    spec: servicePickerSpec,
    description: 'Mechanical services by section (approval, recommended, packages, standard, add-ons), total, recall notice, issue-description modal; Continue is the step’s continueButton.',
    messages: ['critical-error', ...SERVICE_PICKER_MESSAGES, ...IMAGE_UPLOAD_MESSAGES, ...FAILURE_MESSAGES],
    fills: { standard: { set: { cartEmpty: false, cartHasPackageOrStandard: true, cartBelowMinimum: false } } },
  },
  detailingPicker: {
    spec: detailingPickerSpec, description: 'Detailing offering cards; choosing one sets the cart and sends pickDetailing.', events: ['pickDetailing'], messages: DETAILING_PICKER_MESSAGES,
    sends: { pickDetailing: { first: { set: { cartEmpty: false } } } },
  },
  detailingOptions: {
    spec: detailingOptionsSpec,
    description: 'Service details, add-on switches, dirt slider, notes, what you need to know; Continue is the step’s continueButton.',
    messages: DETAILING_OPTIONS_MESSAGES,
  },
  diagnosticForm: {
    spec: diagnosticFormSpec, description: 'Concerns checklist, description and How It Works; Continue is the step’s continueButton.', messages: DIAGNOSTIC_FORM_MESSAGES,
    fills: { concern: { set: { cartEmpty: false, diagnosticReady: true } } },
  },
  tireServices: {
    spec: tireServicesSpec,
    description: 'Tire service cards, Total before tax, the tire quantity modal, Back To vehicle and the tire shop link.',
    events: ['pickTireService', 'continue', 'backToVehicle'],
    messages: [...tireServicesMessages, 'sort-traction', 'sort-treadwear', 'sort-warranty', 'tire-add', 'tire-cannot-order', 'tire-in-cart', 'tire-miles', 'tire-out-of-stock', 'tire-quantity', 'tire-size-pattern', 'tire-stock', 'tire-update'],
    sends: { pickTireService: { install: { set: { cartEmpty: false } } }, continue: one },
    offPath: { backToVehicle: 'a way back to the vehicle, not forward' },
  },
  tireSizePicker: {
    spec: tireSizePickerSpec, description: 'Known tire sizes or Other (P###/##R##), help text and phone.', events: ['continue'],
    messages: [...tireSizePickerMessages, 'tire-size-pattern', 'cancel', 'new-tab', 'per-tire', 'sort-traction', 'sort-treadwear', 'sort-warranty', 'tire-add', 'tire-cannot-order', 'tire-in-cart', 'tire-miles', 'tire-out-of-stock', 'tire-quantity', 'tire-stock', 'tire-update'],
    fills: { known: { set: { tireSizeChosen: true } } },
    sends: { continue: one },
  },
  tireProducts: {
    spec: tireProductsSpec,
    description: 'Tire products with sort, filters (wider than 600 px) and add to cart.',
    events: ['continue', 'viewTire'],
    messages: [...tireProductsMessages, 'cancel', 'new-tab', 'tire-size-pattern'],
    sends: { continue: one },
    offPath: { viewTire: 'a product page and back' },
  },
  tireDetail: {
    spec: tireDetailSpec, description: 'One tire product: specifications, OE makes, availability, add to cart.', events: ['addToCart', 'back'],
    messages: [...tireDetailMessages, 'cancel', 'new-tab', 'tire-size-pattern', 'per-tire', 'sort-traction', 'sort-treadwear', 'sort-warranty', 'tire-add', 'tire-cannot-order', 'tire-in-cart', 'tire-miles', 'tire-out-of-stock', 'tire-quantity', 'tire-stock', 'tire-update'],
    offPath: { addToCart: 'back to the product list', back: 'back to the product list' },
  },
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
  loginForm: {
    spec: loginFormSpec,
    description: 'Sign-in (J-01..J-09): e-mail and password (both required), md5 sign-in, "Invalid username or password.", a processing state, a link to /forgot-password; sends signedIn (the flow applies the safe redirect).',
    events: ['signedIn'],
    messages: ['login-email', 'login-password', 'login-submit', 'login-busy', 'login-failed', 'login-forgot', 'required'],
    // The returning customer signs in with the demo account (e2e/sign-in.spec.ts, the front-door journeys).
    // Signing in drops the visitor's unsaved place and vehicle drafts (the saved ones are offered next, J-06).
    sends: { signedIn: { default: { session: 'signedIn', set: { hasPlace: false, hasHomeAddress: false, placeMode: 'none', hasVehicle: false, vehicleType: 'none' } } } },
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
    messages: ['phones-saved', 'phones-failed', 'invalid-phone-length', ...PHONES_TEXT_KEYS],
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
    description: 'Approval of suggested services (L-16..L-23): Approve / Not Today per pending service; part healthCheckWait: the choices wait for the health check (L-19, named fact healthCheckPending); POST /booking/approve-services, the toast and reload, the failure alert with the phone; sends mismatch.',
    events: ['mismatch'],
    messages: [
      'approve-choice-missing', 'approve-success', 'approve-success-none', 'approve-failed', 'approve-intro', 'approve-choice-approve',
      'approve-choice-decline', 'approve-submit', 'approve-submitting', 'approve-none', 'approve-blocked', 'approve-check-again',
      'approve-report', 'approve-cancelled', 'approve-receipt-title', 'new-tab',
      'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited',
      ...WORK_RECEIPT_MESSAGES],
    offPath: { mismatch: 'links from a text (L)' },
  },
  receipt: {
    spec: receiptSpec,
    description: 'The receipt of a work (L-24): lines and totals in cents through the domain pricing, checked against the record; links to the approval page while services await it; sends mismatch.',
    events: ['mismatch'],
    messages: ['receipt-pending', 'receipt-review', 'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited', ...WORK_RECEIPT_MESSAGES],
    offPath: { mismatch: 'links from a text (L)' },
  },
  workQuote: {
    spec: workQuoteSpec,
    description: 'Quote for next time (L-25): the future (then declined) services of a work with their prices; "Book These Services" puts them in the cart with the work\'s vehicle and sends bookQuote; an empty quote sends startBooking; sends mismatch.',
    events: ['mismatch', 'bookQuote', 'startBooking'],
    messages: [
      'work-quote-intro', 'work-quote-book', 'work-quote-empty', 'work-quote-start', 'work-quote-total', 'work-quote-note', 'work-quote-future',
      'work-quote-declined', 'summary-vehicle', 'work-quote-visit', 'work-quote-services', 'link-loading', 'link-mismatch', 'link-not-found', 'link-error', 'link-retry', 'link-account', 'rate-limited', 'date-not-set', 'receipt-adjustment', 'receipt-amount-paid', 'receipt-balance-due', 'receipt-cancelled', 'receipt-card-brand-ending', 'receipt-card-ending', 'receipt-charges', 'receipt-credit-card', 'receipt-none-charged', 'receipt-not-charged', 'receipt-paid-in-full', 'receipt-payment', 'receipt-payment-method', 'receipt-price-adjustment', 'receipt-region', 'work-line-declined', 'work-line-future', 'work-line-pending', ...SUMMARY_MESSAGES],
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
      'quote-selected-total', 'quote-discount', 'quote-coupon', 'continue', 'please-wait', 'required'],
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

export type WidgetName = keyof typeof widgetCatalog;

/** The booking sidebar's parts (the flow's `sidebar.parts`), with the words the preview uses for each. */
export const sidebarPartLabels = {
  prices: 'Prices (each service and the subtotal)',
} as const;
