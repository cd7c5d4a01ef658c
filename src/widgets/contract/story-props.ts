import { fillMessage } from '../../domain/fill-message';
import { emptyWidgetValues, type WidgetProps, type WidgetValues } from './widget-props';

/**
 * A story of a widget that reads the booking (`useBooking`) wraps it in
 * `<BookingStoreProvider initialState={…}>`: a store of its own, not saved.
 */

/** Props for a widget story: a message table (placeholders filled), values, the parts the flow would decide, and a `send` that logs. */
export function storyProps<O extends object, P extends string = never>(
  name: string,
  options: O,
  texts: Record<string, string> = {},
  values: Partial<WidgetValues> = {},
  parts: Readonly<Record<P, boolean>> = {} as Record<P, boolean>,
): WidgetProps<O, P> {
  return {
    name,
    options,
    parts,
    text: (key, vars) => (texts[key] === undefined ? `[missing message: ${key}]` : fillMessage(texts[key], vars)),
    values: { ...emptyWidgetValues, ...values },
    send: (event, data) => console.info('send', event, data ?? ''),
    dispatch: (...commands) => console.info('dispatch', ...commands),
  };
}
