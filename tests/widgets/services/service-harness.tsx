/**
 * Test harness of the service screens: renders a widget with a live booking (updateBooking applies
 * immer recipes to React state, as the renderer does), inside a query client, a router and toasts.
 */
import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { BookingState } from '../../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../../src/widgets/contract/widget-props';
import { renderFlowWidget } from '../support/render-flow-widget';
import { textFrom } from '../support/step-texts';

// These tests go through the mock back end (MSW) and lazy code: on a busy shared machine the first
// answer can take seconds, so wait longer than the 1 s / 5 s defaults.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface HarnessOptions<O extends object> {
  options?: O;
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

export function renderService<O extends object>(Widget: ComponentType<WidgetProps<O>>, opts: HarnessOptions<O> = {}) {
  return renderFlowWidget(Widget, { options: opts.options, text: textFrom(opts.texts ?? {}), booking: opts.booking, values: opts.values, at: '/', stableUpdateBooking: true });
}
