/** Renders the place widgets as the step renderer would: a QueryClient, a booking that `dispatch` really changes, a `send` spy. */
import type { ComponentType } from 'react';
import type { BookingState } from '../../src/booking/booking-state';
import type { WidgetProps, WidgetValues } from '../../src/widgets/contract/widget-props';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

/** The step's messages from the booking flow (placeholders other than config stay as written). */
export { stepTexts };

/** Renders `widget` of `stepId` with what the booking flow decides for `config` and the session (its parts, its options). */
export function renderPlaceWidget(
  Widget: ComponentType<WidgetProps<Record<string, unknown>, string>>,
  {
    stepId,
    widget,
    config,
    booking = {},
    values = {},
  }: { stepId: string; widget: string; config: Record<string, unknown>; booking?: Partial<BookingState>; values?: Partial<WidgetValues> },
) {
  const { options, parts, content } = flowDecides(stepId, widget, config, { session: values.session });
  return renderFlowWidget(Widget, {
    text: textFrom(stepTexts(stepId), { config }),
    options,
    parts,
    booking,
    values: { content, ...values },
    stableDispatch: false,
  });
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
