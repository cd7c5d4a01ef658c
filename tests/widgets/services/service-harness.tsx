/**
 * Test harness of the service screens: renders a widget with a live booking (dispatch applies
 * the booking commands, as the renderer does), inside a query client, a router and toasts.
 */
import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { BookingState } from '../../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../../src/widgets/contract/widget-props';
import flowJson from '../../../flows/booking.flow.json';
import { bookingGuards } from '../../../src/booking/guards';
import { applyOverlay, resolveWidgets, type Flow, type Overlay } from '../../../src/engine';
import { providerContent } from '../../../src/renderer/provider-content';
import { flowDecides } from '../support/flow-decides';
import { renderFlowWidget } from '../support/render-flow-widget';
import { stepTexts, textFrom } from '../support/step-texts';

// These tests go through the mock back end (MSW) and lazy code: on a busy shared machine the first
// answer can take seconds, so wait longer than the 1 s / 5 s defaults.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface HarnessOptions<O extends object, P extends string = never> {
  options?: O;
  /** The parts the flow would decide; none unless said (renderServiceStep asks the flow). */
  parts?: Readonly<Record<P, boolean>>;
  texts?: Record<string, string>;
  booking?: Partial<BookingState>;
  values?: Partial<Omit<WidgetValues, 'booking'>>;
}

/** Demo-data bookings. */
export const camry = {
  id: 3001,
  type: 'automobile' as const,
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  color: 'Blue',
  vin: '4T1B11HK5KU123456',
  displayName: '2019 Toyota Camry',
};
export const atAcmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } };
export const atHome: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
  },
};

export function renderService<O extends object, P extends string = never>(Widget: ComponentType<WidgetProps<O, P>>, opts: HarnessOptions<O, P> = {}) {
  return renderFlowWidget(Widget, { options: opts.options, parts: opts.parts, text: textFrom(opts.texts ?? {}), booking: opts.booking, values: opts.values, at: '/', stableDispatch: true });
}

export interface StepHarnessOptions {
  /** The flow step and the widget's name there. */
  step: string;
  widget: string;
  /** The provider configuration the flow decides from (a fixture or one built in the test). */
  config: Record<string, unknown>;
  session?: { signedIn: boolean; guest: boolean };
  booking?: Partial<BookingState>;
  /** Booking facts the flow's conditions read (e.g. `serviceVehicleId`). */
  facts?: Record<string, string | number | boolean | null>;
  values?: Partial<Omit<WidgetValues, 'booking'>>;
  /** A provider overlay built in the test, applied to the booking flow first (its conditions, parts, options, messages). */
  overlay?: Omit<Overlay, 'flow' | 'provider'>;
}

/** What the booking flow with `overlay` decides for the widget, and the step's texts there (the step's over the flow's). */
function overlaidDecision(opts: StepHarnessOptions, session: { signedIn: boolean; guest: boolean }, overlay: Omit<Overlay, 'flow' | 'provider'>) {
  const flow = applyOverlay(flowJson as unknown as Flow, { provider: 'test', flow: 'booking', ...overlay } as Overlay);
  const step = flow.steps.find((s) => s.id === opts.step);
  if (!step) throw new Error(`no step ${opts.step}`);
  const use = resolveWidgets(step, { config: opts.config, session, booking: opts.facts ?? {}, query: {} }, bookingGuards).find((w) => w.widget === opts.widget);
  if (!use) throw new Error(`step ${opts.step} does not show ${opts.widget} here`);
  const texts = { ...(flow.messages as Record<string, string>), ...(step.messages as Record<string, string> | undefined) };
  return { decided: { options: use.options, parts: use.parts, content: providerContent(opts.config) }, texts };
}

/**
 * Renders `widget` of `step` with what the booking flow (with `overlay`, when given) decides for `config` (its options,
 * its parts), the provider's content and the step's messages (placeholders filled from `config`), as the step renderer would.
 */
export function renderServiceStep<O extends object, P extends string>(Widget: ComponentType<WidgetProps<O, P>>, opts: StepHarnessOptions) {
  const session = opts.session ?? { signedIn: false, guest: false };
  const { decided, texts } = opts.overlay
    ? overlaidDecision(opts, session, opts.overlay)
    : { decided: flowDecides(opts.step, opts.widget, opts.config, { session, booking: opts.facts }), texts: stepTexts(opts.step, { requireStep: true }) };
  return {
    ...renderFlowWidget(Widget, {
      options: decided.options as O,
      parts: decided.parts as Record<P, boolean>,
      text: textFrom(texts, { config: opts.config }),
      booking: opts.booking,
      values: { content: decided.content, session, ...opts.values },
      at: '/',
      stableDispatch: true,
    }),
    decided,
  };
}
