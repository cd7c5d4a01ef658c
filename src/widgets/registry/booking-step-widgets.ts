/** The booking's own steps: page parts, place, vehicle and services (documents 1 and 2). Part of the widget catalogue (`catalog.ts`). */
import { tireDetailMessages, tireProductsMessages, tireServicesMessages, tireSizePickerMessages } from '../tire-common/tire-messages';
import { LOOKUP_TEXT_KEYS } from '../vehicle-lookup/lookup-texts';
import { VERIFY_TEXT_KEYS } from '../vehicle-verify/verify-texts';
import { SAVED_VEHICLES_TEXT_KEYS } from '../saved-vehicles/saved-vehicles-texts';
import { SERVICE_CATEGORIES_TEXT_KEYS } from '../service-categories/categories';
import { ADDRESS_FIELD_MESSAGE_KEYS } from '../address-shared/address-form-texts';
import { FAILURE_MESSAGES } from '../shared/failure-messages';
import { IMAGE_UPLOAD_MESSAGES } from '../shared/image-upload-messages';
import { SERVICE_PICKER_MESSAGES } from '../service-picker/service-messages';
import { DETAILING_PICKER_MESSAGES } from '../detailing-picker/detailing-messages';
import { DETAILING_OPTIONS_MESSAGES } from '../detailing-options/detailing-texts';
import { DIAGNOSTIC_FORM_MESSAGES } from '../diagnostic-form/diagnostic-concerns';
import { HOME_HERO_MESSAGES } from '../home-hero/home-hero-texts';
import { headingSpec } from '../heading/heading.options';
import { messageSpec } from '../message/message.options';
import { continueButtonSpec } from '../continue-button/continue-button.options';
import { bookedBeforeLinkSpec } from '../booked-before-link/booked-before-link.options';
import { formSpec } from '../form/form.options';
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
import { visitor, one, type WidgetSpec } from './catalog-entry';

export const bookingStepWidgets = {
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
  bookedBeforeLink: {
    spec: bookedBeforeLinkSpec,
    description: '"Booked service before?" (B-19): a link that sends bookedBefore; the flow decides where it shows and leads it to the sign-in (issue 26).',
    events: ['bookedBefore'],
    messages: ['booked-before'],
    // The returning customer's way to sign in (J-01) before entering anything the account already holds.
    sends: { bookedBefore: { returning: { when: visitor, sessionKind: 'returning' } } },
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
      // "Booked service before?" (B-19): the returning customer's way to sign in (J-01), back to this step (J-07) with
      // the vehicle and services kept (issue 26).
      bookedBefore: { returning: { when: visitor, sessionKind: 'returning' } },
    },
    offPath: { addressCreateFailed: 'a failed call' },
  },
  addressForm: {
    spec: addressFormSpec,
    description: 'Address form with service-area checks, property questions and autocomplete; Save creates the address (L-59..L-61); Cancel sends cancel.',
    events: ['saved', 'cancel'],
    messages: ['address-save-failed', 'rate-limited', 'required-fields', 'invalid-postal-code', 'postal-code-not-served', 'no-exact-match', 'missing-street-number', ...ADDRESS_FIELD_MESSAGE_KEYS, 'required'],
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
} satisfies Record<string, WidgetSpec>;
