/** Renders the place widgets as the step renderer would: a QueryClient, a booking that `updateBooking` really changes, a `send` spy. */
import { TrackContext } from '../../src/widgets/track-context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { produce } from 'immer';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { emptyBooking, type BookingState } from '../../src/renderer/booking-state';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps, type WidgetValues } from '../../src/widgets/widget-props';
import { formatMessage } from '../../src/engine';
import bookingFlow from '../../flows/booking.flow.json';

/** The step's messages from the booking flow (placeholders other than config stay as written). */
export function stepTexts(stepId: string): Record<string, string> {
  const step = (bookingFlow.steps as { id: string; messages?: Record<string, string> }[]).find((s) => s.id === stepId);
  return { ...(bookingFlow.messages as Record<string, string>), ...(step?.messages ?? {}) };
}

export function renderPlaceWidget(
  Widget: ComponentType<WidgetProps>,
  {
    stepId,
    config,
    booking = {},
    values = {},
  }: { stepId: string; config: Record<string, unknown>; booking?: Partial<BookingState>; values?: Partial<WidgetValues> },
) {
  const send = vi.fn();
  const track = vi.fn();
  const texts = stepTexts(stepId);
  const current: { booking: BookingState } = { booking: { ...emptyBooking(), ...booking } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const text = (key: string) => {
    const t = texts[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return formatMessage(t, { config });
  };
  function Harness() {
    const [state, setState] = useState(current.booking);
    const updateBooking: UpdateBooking = (recipe) =>
      setState((s) => {
        const next = produce(s, recipe);
        current.booking = next;
        return next;
      });
    return (
      <Widget
        name="test"
        options={{}}
        messages={{}}
        text={text}
        values={{ ...emptyWidgetValues, config, ...values, booking: state }}
        send={send}
        updateBooking={updateBooking}
      />
    );
  }
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <TrackContext.Provider value={track}>
        <Harness />
      </TrackContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, send, track, booking: () => current.booking };
}

/** Fills the address fields by pasting (quick under load); line 1 is closed with Escape so no suggestion is chosen. */
export async function fillAddressFields(
  user: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void>; keyboard: (k: string) => Promise<void>; selectOptions: (e: Element, v: string) => Promise<void>; tab: () => Promise<void> },
  a: { line1?: string; city?: string; state?: string; postal?: string },
) {
  const { screen } = await import('@testing-library/react');
  const paste = async (el: Element, t: string) => {
    await user.click(el);
    await user.paste(t);
  };
  if (a.line1 !== undefined) {
    await paste(screen.getByRole('combobox', { name: 'Address Line 1' }), a.line1);
    await user.keyboard('{Escape}');
  }
  if (a.city !== undefined) await paste(screen.getByRole('textbox', { name: 'City' }), a.city);
  if (a.state !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), a.state);
  if (a.postal !== undefined) await paste(screen.getByRole('textbox', { name: 'Postal Code' }), a.postal);
  await user.tab();
}
