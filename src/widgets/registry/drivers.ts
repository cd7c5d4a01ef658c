/**
 * The widget drivers by catalogue name (src/widgets/registry/catalog.ts): how a person completes each widget that
 * takes part in a journey, by roles and labels. e2e/front-door.spec.ts calls them to walk the engine's
 * journeys through the real UI; a new widget with `fills` or `sends` in the catalogue brings its own
 * `<name>.driver.ts` and is listed here (a test in e2e/front-door.spec.ts keeps the two in step).
 */
import { accountFormDriver } from '../account-form/account-form.driver';
import { bookedBeforeLinkDriver } from '../booked-before-link/booked-before-link.driver';
import { bookingReviewDriver } from '../booking-review/booking-review.driver';
import { continueButtonDriver } from '../continue-button/continue-button.driver';
import { detailingPickerDriver } from '../detailing-picker/detailing-picker.driver';
import { diagnosticFormDriver } from '../diagnostic-form/diagnostic-form.driver';
import { homeHeroDriver } from '../home-hero/home-hero.driver';
import { keyoskPickerDriver } from '../keyosk-picker/keyosk-picker.driver';
import { loginFormDriver } from '../login-form/login-form.driver';
import { placePickerDriver } from '../place-picker/place-picker.driver';
import { savedVehiclesDriver } from '../saved-vehicles/saved-vehicles.driver';
import { schedulePickerDriver } from '../schedule-picker/schedule-picker.driver';
import { serviceCategoriesDriver } from '../service-categories/service-categories.driver';
import { servicePickerDriver } from '../service-picker/service-picker.driver';
import { tireProductsDriver } from '../tire-products/tire-products.driver';
import { tireServicesDriver } from '../tire-services/tire-services.driver';
import { tireSizePickerDriver } from '../tire-size-picker/tire-size-picker.driver';
import { vehicleLookupDriver } from '../vehicle-lookup/vehicle-lookup.driver';
import { vehicleVerifyDriver } from '../vehicle-verify/vehicle-verify.driver';
import type { WidgetDriver } from '../contract/widget-driver';

export const widgetDrivers: Record<string, WidgetDriver> = {
  homeHero: homeHeroDriver,
  continueButton: continueButtonDriver,
  bookedBeforeLink: bookedBeforeLinkDriver,
  placePicker: placePickerDriver,
  savedVehicles: savedVehiclesDriver,
  vehicleLookup: vehicleLookupDriver,
  vehicleVerify: vehicleVerifyDriver,
  serviceCategories: serviceCategoriesDriver,
  servicePicker: servicePickerDriver,
  detailingPicker: detailingPickerDriver,
  diagnosticForm: diagnosticFormDriver,
  tireServices: tireServicesDriver,
  tireSizePicker: tireSizePickerDriver,
  tireProducts: tireProductsDriver,
  accountForm: accountFormDriver,
  schedulePicker: schedulePickerDriver,
  keyoskPicker: keyoskPickerDriver,
  bookingReview: bookingReviewDriver,
  loginForm: loginFormDriver,
};
