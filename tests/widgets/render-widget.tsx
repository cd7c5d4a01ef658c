import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ComponentType } from 'react';
import { emptyWidgetValues, type WidgetProps, type WidgetValues } from '../../src/widgets/widget-props';

/** Renders a widget with test props: `texts` is its message table; `send` is a spy. */
export function renderWidget<O extends object>(
  Widget: ComponentType<WidgetProps<O>>,
  options: O,
  { texts = {}, values = {} }: { texts?: Record<string, string>; values?: Partial<WidgetValues> } = {},
) {
  const send = vi.fn();
  const updateBooking = vi.fn();
  const text = (key: string) => {
    const t = texts[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return t;
  };
  const utils = render(<Widget name="test" options={options} messages={{}} text={text} values={{ ...emptyWidgetValues, ...values }} send={send} updateBooking={updateBooking} />);
  return { ...utils, send, updateBooking };
}
