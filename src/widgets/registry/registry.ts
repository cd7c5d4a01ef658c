/**
 * The widget registry: catalogue name → component (a plain object, as rjsf's widgets). Light widgets
 * are imported eagerly; heavy ones are `React.lazy` so their code loads when a step shows them
 * (render them inside <Suspense>). Planned names get a labelled placeholder in mock builds and a plain
 * "not available yet" notice in the customer build.
 */
import { lazy, type ComponentType } from 'react';
import { plannedWidgets } from '../../generated/widget-runtime';
import type { WidgetName } from './catalog';
import type { WidgetProps } from '../contract/widget-props';
import Heading from '../heading/heading';
import Message from '../message/message';
import ContinueButton from '../continue-button/continue-button';
import { plannedWidget } from '../planned/planned-widget';
import { UnavailableWidget } from '../planned/unavailable-widget';
import { unknownWidget } from '../unknown/unknown-widget';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget narrows its own options
export type WidgetComponent = ComponentType<WidgetProps<any>>;

/** Widgets built so far. */
const built: Partial<Record<WidgetName, WidgetComponent>> = {
  heading: Heading,
  message: Message,
  continueButton: ContinueButton,
  form: lazy(() => import('../form/form')),
  accountForm: lazy(() => import('../account-form/account-form')),
  allSet: lazy(() => import('../all-set/all-set')),
  serviceCategories: lazy(() => import('../service-categories/service-categories')),
  servicePicker: lazy(() => import('../service-picker/service-picker')),
  detailingPicker: lazy(() => import('../detailing-picker/detailing-picker')),
  detailingOptions: lazy(() => import('../detailing-options/detailing-options')),
  diagnosticForm: lazy(() => import('../diagnostic-form/diagnostic-form')),
  placePicker: lazy(() => import('../place-picker/place-picker')),
  saveLocation: lazy(() => import('../save-location/save-location')),
  addressForm: lazy(() => import('../address-form/address-form')),
  homeHero: lazy(() => import('../home-hero/home-hero')),
  tireServices: lazy(() => import('../tire-services/tire-services')),
  tireSizePicker: lazy(() => import('../tire-size-picker/tire-size-picker')),
  tireProducts: lazy(() => import('../tire-products/tire-products')),
  tireDetail: lazy(() => import('../tire-detail/tire-detail')),
  savedVehicles: lazy(() => import('../saved-vehicles/saved-vehicles')),
  vehicleLookup: lazy(() => import('../vehicle-lookup/vehicle-lookup')),
  vehicleVerify: lazy(() => import('../vehicle-verify/vehicle-verify')),
  schedulePicker: lazy(() => import('../schedule-picker/schedule-picker')),
  keyoskPicker: lazy(() => import('../keyosk-picker/keyosk-picker')),
  bookingReview: lazy(() => import('../booking-review/booking-review')),
  bookingFinished: lazy(() => import('../booking-finished/booking-finished')),
  rescheduleLink: lazy(() => import('../reschedule-link/reschedule-link')),
  oneClickConfirmation: lazy(() => import('../one-click-confirmation/one-click-confirmation')),
  loginForm: lazy(() => import('../login-form/login-form')),
  signOut: lazy(() => import('../sign-out/sign-out')),
  forgotPasswordForm: lazy(() => import('../forgot-password-form/forgot-password-form')),
  resetPasswordForm: lazy(() => import('../reset-password-form/reset-password-form')),
  accountArea: lazy(() => import('../account-area/account-area')),
  accountSettings: lazy(() => import('../account-settings/account-settings')),
  additionalPhones: lazy(() => import('../additional-phones/additional-phones')),
  garage: lazy(() => import('../garage/garage')),
  checkIn: lazy(() => import('../check-in/check-in')),
  mapCheckIn: lazy(() => import('../map-check-in/map-check-in')),
  approveServices: lazy(() => import('../approve-services/approve-services')),
  receipt: lazy(() => import('../receipt/receipt')),
  workQuote: lazy(() => import('../work-quote/work-quote')),
  optionQuote: lazy(() => import('../option-quote/option-quote')),
  appointmentPage: lazy(() => import('../appointment-page/appointment-page')),
  googleReview: lazy(() => import('../google-review/google-review')),
  privacyPolicy: lazy(() => import('../privacy-policy/privacy-policy')),
};

/**
 * Built widgets, then the planned ones (src/generated/widget-runtime.ts, from the catalogue): development
 * placeholders only in mock builds, a plain notice in the customer build. tests/widgets/registry.test.tsx
 * keeps these names equal to the catalogue's (so the catalogue itself stays out of the bundle).
 */
function buildRegistry(): Record<WidgetName, WidgetComponent> {
  const planned = Object.entries(plannedWidgets).map(([name, spec]) => [name, __MOCKS__ ? plannedWidget(name, spec) : UnavailableWidget] as const);
  return { ...Object.fromEntries(planned), ...built } as Record<WidgetName, WidgetComponent>;
}

/** Every catalogue name → its component. */
export const widgetRegistry: Readonly<Record<WidgetName, WidgetComponent>> = buildRegistry();

const unknownCache = new Map<string, WidgetComponent>();

/**
 * The component of a widget name. Unknown name: throws in tests (`MODE === 'test'`) so a typo fails
 * loudly; elsewhere returns a visible `UnknownWidget` naming it.
 */
export function getWidget(name: string, registry: Readonly<Record<string, WidgetComponent>> = widgetRegistry): WidgetComponent {
  if (Object.prototype.hasOwnProperty.call(registry, name)) return registry[name]!;
  if (import.meta.env.MODE === 'test') {
    throw new Error(`Unknown widget "${name}". Known widgets: ${Object.keys(registry).join(', ')}.`);
  }
  let component = unknownCache.get(name);
  if (!component) {
    component = unknownWidget(name);
    unknownCache.set(name, component);
  }
  return component;
}
