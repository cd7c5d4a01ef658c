/**
 * The widget catalogue: every widget name a flow may use, as plain data (no React), so the flow
 * checker can verify names, the events a widget emits (the step must handle them) and the message
 * keys it needs (the step or flow must define them). `registry.ts` maps the same names to components;
 * a test keeps the two in step.
 *
 * `planned` names are screens whose widget belongs to a later issue: the registry shows a clearly
 * labelled panel for them, never a blank.
 */
export interface WidgetSpec {
  description: string;
  /** Events the widget may send to its step (`step.on[event]` must exist). */
  events?: readonly string[];
  /** Message keys the widget reads (from the step's or the flow's messages). */
  messages?: readonly string[];
  /** Not built yet: rendered as a labelled placeholder naming the issue that builds it. */
  planned?: string;
}

export const widgetCatalog = {
  heading: { description: 'Page title (and optional subtitle) from message keys in options.' },
  message: { description: 'A paragraph of text from a message key in options; may read {config.*}.' },
  form: {
    description: 'A plain form drawn by @rjsf/core from a JSON Schema in options, with the flow messages as error texts; sends options.event on submit.',
    events: ['submit'],
  },
  continueButton: {
    description: 'Continue, disabled with the first blocker message as its reason; sends continue.',
    events: ['continue'],
  },
  homeHero: { description: 'Home page: book a service.', events: ['start'], planned: 'issue 5' },
  placePicker: {
    description: 'At Home / At Work / At The Shop, saved places, address form, location pickers.',
    events: ['continue', 'pickSavedPlace', 'bookedBefore'],
    planned: 'issue 5',
  },
  addressForm: { description: 'Address form with service-area checks.', events: ['saved'], planned: 'issue 5' },
  savedVehicles: { description: 'Saved vehicles and Add a New Vehicle.', events: ['pickVehicle', 'addVehicle'], planned: 'issue 5' },
  vehicleLookup: {
    description: 'Plate, VIN, year/make/model, heavy-duty and other-type tabs.',
    events: ['lookupFound', 'lookupFailed', 'vehicleSaved'],
    planned: 'issue 5',
  },
  vehicleVerify: { description: 'Looked-up vehicle facts revealed 500 ms apart.', events: ['continue'], planned: 'issue 5' },
  serviceCategories: { description: 'Mechanical / Tire / Detailing / Diagnostic cards.', events: ['pickCategory'], planned: 'issue 5' },
  servicePicker: { description: 'Mechanical services by section, with recall notice.', events: ['continue'], planned: 'issue 5' },
  detailingPicker: { description: 'Detailing offering cards.', events: ['pickDetailing'], planned: 'issue 5' },
  detailingOptions: { description: 'Detailing add-ons, dirtiness, notes.', events: ['continue'], planned: 'issue 5' },
  diagnosticForm: { description: 'Concerns checklist and description.', events: ['continue'], planned: 'issue 5' },
  tireServices: { description: 'Tire service cards.', events: ['pickTireService', 'continue', 'backToVehicle'], planned: 'issue 5' },
  tireSizePicker: { description: 'Known tire sizes or Other.', events: ['continue'], planned: 'issue 5' },
  tireProducts: { description: 'Tire products with sort and filters.', events: ['continue', 'viewTire'], planned: 'issue 5' },
  tireDetail: { description: 'One tire product.', events: ['addToCart', 'back'], planned: 'issue 5' },
  allSet: { description: 'Sign-up thank-you.', planned: 'issue 6' },
  schedulePicker: {
    description: 'Calendar variant by scheduling system, waitlist, notes.',
    events: ['continue', 'bookingUpdated'],
    planned: 'issue 6',
  },
  keyoskPicker: { description: 'Parking zone and Keyosk pickers.', events: ['continue'], planned: 'issue 6' },
  bookingReview: {
    description: 'Customer info, totals, coupon, tip, payment, submit.',
    events: ['booked', 'doubleBooking'],
    planned: 'issue 6',
  },
  bookingFinished: { description: 'Thank-you summary.', events: ['bookAnother'], planned: 'issue 6' },
  rescheduleLink: { description: 'Loads a booking from a reschedule/proactive link.', events: ['loaded', 'confirmed', 'mismatch', 'dateUnavailable'], planned: 'issue 6' },
  oneClickConfirmation: { description: 'One-click confirmation card.', planned: 'issue 6' },
  loginForm: { description: 'Sign in.', events: ['signedIn'], planned: 'account-area issue' },
  accountArea: { description: 'Appointments and account.', planned: 'account-area issue' },
} satisfies Record<string, WidgetSpec>;

export type WidgetName = keyof typeof widgetCatalog;
