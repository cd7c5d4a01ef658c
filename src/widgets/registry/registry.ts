/**
 * The widget registry: catalogue name → component (a plain object, as rjsf's widgets). Light widgets
 * are imported eagerly; heavy ones are `React.lazy` so their code loads when a step shows them
 * (render them inside <Suspense>), or earlier through `preloadWidget` (the renderer's prefetch at idle). Planned names get a labelled placeholder in mock builds and a plain
 * "not available yet" notice in the customer build.
 */
import type { ComponentType } from 'react';
import { plannedWidgets } from '../../generated/widget-runtime';
import type { WidgetName } from './catalog';
import type { WidgetProps } from '../contract/widget-props';
import Heading from '../heading/heading';
import Message from '../message/message';
import ContinueButton from '../continue-button/continue-button';
import BookedBeforeLink from '../booked-before-link/booked-before-link';
import { plannedWidget } from '../planned/planned-widget';
import { UnavailableWidget } from '../planned/unavailable-widget';
import { unknownWidget } from '../unknown/unknown-widget';
import { lazyWidget } from './lazy-widget';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget narrows its own options
export type WidgetComponent = ComponentType<WidgetProps<any, string>>;

/** Widgets built so far. */
const built: Partial<Record<WidgetName, WidgetComponent>> = {
  heading: Heading,
  message: Message,
  continueButton: ContinueButton,
  bookedBeforeLink: BookedBeforeLink,
  form: lazyWidget(() => import('../form/form')),
  accountForm: lazyWidget(() => import('../account-form/account-form')),
  allSet: lazyWidget(() => import('../all-set/all-set')),
  serviceCategories: lazyWidget(() => import('../service-categories/service-categories')),
  servicePicker: lazyWidget(() => import('../service-picker/service-picker')),
  detailingPicker: lazyWidget(() => import('../detailing-picker/detailing-picker')),
  detailingOptions: lazyWidget(() => import('../detailing-options/detailing-options')),
  diagnosticForm: lazyWidget(() => import('../diagnostic-form/diagnostic-form')),
  placePicker: lazyWidget(() => import('../place-picker/place-picker')),
  saveLocation: lazyWidget(() => import('../save-location/save-location')),
  addressForm: lazyWidget(() => import('../address-form/address-form')),
  homeHero: lazyWidget(() => import('../home-hero/home-hero')),
  tireServices: lazyWidget(() => import('../tire-services/tire-services')),
  tireSizePicker: lazyWidget(() => import('../tire-size-picker/tire-size-picker')),
  tireProducts: lazyWidget(() => import('../tire-products/tire-products')),
  tireDetail: lazyWidget(() => import('../tire-detail/tire-detail')),
  savedVehicles: lazyWidget(() => import('../saved-vehicles/saved-vehicles')),
  vehicleLookup: lazyWidget(() => import('../vehicle-lookup/vehicle-lookup')),
  vehicleVerify: lazyWidget(() => import('../vehicle-verify/vehicle-verify')),
  schedulePicker: lazyWidget(() => import('../schedule-picker/schedule-picker')),
  keyoskPicker: lazyWidget(() => import('../keyosk-picker/keyosk-picker')),
  bookingReview: lazyWidget(() => import('../booking-review/booking-review')),
  bookingFinished: lazyWidget(() => import('../booking-finished/booking-finished')),
  rescheduleLink: lazyWidget(() => import('../reschedule-link/reschedule-link')),
  oneClickConfirmation: lazyWidget(() => import('../one-click-confirmation/one-click-confirmation')),
  loginForm: lazyWidget(() => import('../login-form/login-form')),
  signOut: lazyWidget(() => import('../sign-out/sign-out')),
  forgotPasswordForm: lazyWidget(() => import('../forgot-password-form/forgot-password-form')),
  resetPasswordForm: lazyWidget(() => import('../reset-password-form/reset-password-form')),
  accountArea: lazyWidget(() => import('../account-area/account-area')),
  accountSettings: lazyWidget(() => import('../account-settings/account-settings')),
  additionalPhones: lazyWidget(() => import('../additional-phones/additional-phones')),
  garage: lazyWidget(() => import('../garage/garage')),
  checkIn: lazyWidget(() => import('../check-in/check-in')),
  mapCheckIn: lazyWidget(() => import('../map-check-in/map-check-in')),
  approveServices: lazyWidget(() => import('../approve-services/approve-services')),
  receipt: lazyWidget(() => import('../receipt/receipt')),
  workQuote: lazyWidget(() => import('../work-quote/work-quote')),
  optionQuote: lazyWidget(() => import('../option-quote/option-quote')),
  appointmentPage: lazyWidget(() => import('../appointment-page/appointment-page')),
  googleReview: lazyWidget(() => import('../google-review/google-review')),
  privacyPolicy: lazyWidget(() => import('../privacy-policy/privacy-policy')),
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

/**
 * Starts loading a lazy widget's code ahead of its first render and resolves when it is there (never rejects: the
 * render that needs it reports a failure). Eager, planned and unknown names resolve at once. Loads each chunk once.
 */
export function preloadWidget(name: string, registry: Readonly<Record<string, WidgetComponent>> = widgetRegistry): Promise<void> {
  const component = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
  const preload = (component as { preload?: () => Promise<void> } | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
