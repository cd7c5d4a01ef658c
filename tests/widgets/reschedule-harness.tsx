/**
 * Test harness of the reschedule-link and one-click-confirmation widgets: a fresh QueryClient, the
 * step's texts word for word from flows/booking.flow.json, a booking that really changes (immer), and
 * a `send` spy. The demo customer is signed in unless `signedIn: false`.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { produce } from 'immer';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import flowJson from '../../flows/booking.flow.json';
import { setToken } from '../../src/api/client';
import { emptyBooking, type BookingState } from '../../src/renderer/booking-state';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps } from '../../src/widgets/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';

type Messages = Record<string, string>;
const flow = flowJson as unknown as { messages: Messages; steps: { id: string; messages?: Messages }[] };

/** A step's texts (flow, then step). */
export function stepTexts(stepId: string): Messages {
  const step = flow.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`no step ${stepId}`);
  return { ...flow.messages, ...(step.messages ?? {}) };
}

export interface HarnessOptions {
  stepId: string;
  params: Record<string, string>;
  options?: Record<string, unknown>;
  booking?: Partial<BookingState>;
  signedIn?: boolean;
  provider?: string;
}

export function renderStepWidget(Widget: ComponentType<WidgetProps>, { stepId, params, options = {}, booking = {}, signedIn = true, provider = 'demo' }: HarnessOptions) {
  if (signedIn) setToken('demo-customer-token');
  const send = vi.fn();
  const state = { current: { ...emptyBooking(), ...booking } as BookingState };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const texts = stepTexts(stepId);
  const text = (key: string) => {
    const t = texts[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return t;
  };

  function Host() {
    const [bookingState, setBooking] = useState<BookingState>(state.current);
    const updateBooking: UpdateBooking = (recipe) =>
      setBooking((old) => {
        const next = produce(old, recipe);
        state.current = next;
        return next;
      });
    return (
      <Widget
        name={stepId}
        options={options}
        messages={{}}
        text={text}
        values={{
          ...emptyWidgetValues,
          params,
          session: { signedIn, guest: false },
          config: providerFixtures[provider] as Record<string, unknown>,
          booking: bookingState,
        }}
        send={send}
        updateBooking={updateBooking}
      />
    );
  }

  const utils = render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  return { ...utils, send, client, booking: () => state.current };
}
