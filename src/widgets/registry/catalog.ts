/**
 * The widget catalogue: every widget name a flow may use, as plain data (no React), so the flow
 * checker can verify names, the events a widget emits (the step must handle them) and the message
 * keys it needs (the step or flow must define them). `registry.ts` maps the same names to components;
 * a test keeps the two in step.
 *
 * `planned` names are screens whose widget belongs to a later issue: the registry shows a clearly
 * labelled panel for them, never a blank.
 */
import { accountWidgets } from './account-widgets';
import { bookingStepWidgets } from './booking-step-widgets';
import { checkoutWidgets } from './checkout-widgets';

export type { WidgetSpec } from './catalog-entry';

export const widgetCatalog = { ...bookingStepWidgets, ...checkoutWidgets, ...accountWidgets };

export type WidgetName = keyof typeof widgetCatalog;

/** The booking sidebar's parts (the flow's `sidebar.parts`), with the words the preview uses for each. */
export const sidebarPartLabels = {
  prices: 'Prices (each service and the subtotal)',
} as const;
