/**
 * Test harness of the tire screens: renders a widget with a live booking (dispatch applies the booking commands,
 * as the renderer does), the step's real flow messages (placeholders filled
 * from the provider fixture), a query client, a router and toasts.
 */
import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import demo from '../../../mocks/fixtures/providers/demo.json';
import type { BookingState } from '../../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../../src/widgets/contract/widget-props';
import { flowDecides } from '../support/flow-decides';
import { renderFlowWidget } from '../support/render-flow-widget';
import { stepTexts as flowStepTexts, textFrom } from '../support/step-texts';

// The machine running these is shared: give the first network answers time (each is quick on an idle machine).
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The messages of a flow step (step first, then the flow's), as the renderer resolves them. */
function stepTexts(stepId: string, config: Record<string, unknown>): (key: string) => string {
  return textFrom(flowStepTexts(stepId, { requireStep: true }), { config, step: stepId });
}

export const demoConfig = demo as unknown as Record<string, unknown>;

export const camry = {
  id: null,
  type: 'automobile' as const,
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  color: 'Blue',
  displayName: '2019 Toyota Camry',
  standardTireSizes: ['P215/55R17', 'P235/45R18'],
};

export interface TireHarnessOptions {
  step: string;
  config?: Record<string, unknown>;
  booking?: Partial<BookingState>;
  /** Values derived from the booking (e.g. the step's blocker). */
  values?: (booking: BookingState) => Partial<Omit<WidgetValues, 'booking'>>;
  /** Router entry, e.g. "/pricing/tireDetail?product=X". */
  url?: string;
}

/** The tire widget each tire step shows. */
const TIRE_WIDGETS: Readonly<Record<string, string>> = { tires: 'tireServices', tiresize: 'tireSizePicker', newtires: 'tireProducts', 'tire-detail': 'tireDetail' };

/**
 * Renders the tire widget of `step` as the step renderer would: what the booking flow decides for the provider's
 * configuration (its options and parts: `prices` from the named condition `prices-shown`), the provider's content,
 * the step's messages.
 */
export function renderTireWidget<O extends object, P extends string>(Widget: ComponentType<WidgetProps<O, P>>, opts: TireHarnessOptions) {
  const config = opts.config ?? demoConfig;
  const widget = TIRE_WIDGETS[opts.step];
  if (!widget) throw new Error(`no tire widget on step ${opts.step}`);
  const decided = flowDecides(opts.step, widget, config);
  const text = stepTexts(opts.step, config);
  const values = (booking: BookingState) => ({ content: decided.content, ...opts.values?.(booking) });
  return {
    ...renderFlowWidget(Widget, {
      name: widget,
      options: decided.options as O,
      parts: decided.parts as Record<P, boolean>,
      text,
      booking: opts.booking,
      values,
      at: opts.url ?? '/',
      stableDispatch: true,
    }),
    text,
    decided,
  };
}

/** A price list (M-19) answer with a new-tires offering (is_atd_tire_product) added to the mock's. */
export const newTiresOffering = {
  service_offering_id: 506,
  long_name: 'New Tires',
  display_name: 'Buy New Tires',
  details_blurb: 'Choose new tires for your size; we bring and install them.',
  schedule_types: ['tires'],
  display_category: 'standard' as const,
  display_order: 49,
  parts_cost_dollars: 0,
  labor_cost_dollars: 0,
  total_cost_dollars: 0,
  tax_type: 'itemized' as const,
  is_atd_tire_product: true,
  bookable: true,
  quantity: 1,
};

/** Stubs window.matchMedia: `wide` decides whether "(min-width: 601px)" matches. */
export function stubViewport(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: /min-width:\s*601px/.test(query) ? wide : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
