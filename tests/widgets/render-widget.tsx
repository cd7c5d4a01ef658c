import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ComponentType } from 'react';
import type { BookingState } from '../../src/booking/booking-state';
import { BookingStoreProvider } from '../../src/booking/booking-store-provider';
import { emptyWidgetValues, type WidgetProps, type WidgetValues } from '../../src/widgets/contract/widget-props';
import { textFrom } from './support/step-texts';

/**
 * Renders a widget with test props: `texts` is its message table; `booking` what it reads with
 * `useBooking` (over an empty booking); `send` and `dispatch` are spies (the booking does not
 * change: see support/render-flow-widget.tsx for a live one).
 */
export function renderWidget<O extends object, P extends string = never>(
  Widget: ComponentType<WidgetProps<O, P>>,
  options: O,
  {
    texts = {},
    values = {},
    booking = {},
    parts = {} as Record<P, boolean>,
  }: { texts?: Record<string, string>; values?: Partial<WidgetValues>; booking?: Partial<BookingState>; parts?: Readonly<Record<P, boolean>> } = {},
) {
  const send = vi.fn();
  const dispatch = vi.fn();
  const utils = render(
    <BookingStoreProvider initialState={booking}>
      <Widget name="test" options={options} parts={parts} text={textFrom(texts)} values={{ ...emptyWidgetValues, ...values }} send={send} dispatch={dispatch} />
    </BookingStoreProvider>,
  );
  return { ...utils, send, dispatch };
}
