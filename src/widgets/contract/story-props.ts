import { emptyWidgetValues, type WidgetProps, type WidgetValues } from './widget-props';

/**
 * A story of a widget that reads the booking (`useBooking`) wraps it in
 * `<BookingStoreProvider initialState={…}>`: a store of its own, not saved.
 */
export { BookingStoreProvider } from '../../booking/booking-store-provider';

/** Props for a widget story: a message table, values, and a `send` that logs. */
export function storyProps<O extends object>(
  name: string,
  options: O,
  texts: Record<string, string> = {},
  values: Partial<WidgetValues> = {},
): WidgetProps<O> {
  return {
    name,
    options,
    text: (key) => texts[key] ?? `[missing message: ${key}]`,
    values: { ...emptyWidgetValues, ...values },
    send: (event, data) => console.info('send', event, data ?? ''),
    updateBooking: () => console.info('updateBooking'),
  };
}
