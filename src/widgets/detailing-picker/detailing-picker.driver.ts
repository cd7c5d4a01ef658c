/** How a person completes `detailingPicker`: chooses the first detailing service card. */
import { press, unknownChoice } from '../driver-kit';
import type { WidgetDriver } from '../widget-driver';

export const detailingPickerDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'pickDetailing' || choice !== 'first') throw unknownChoice('detailingPicker', 'send', `${event}/${choice}`);
    const first = page.getByRole('list', { name: 'Detailing services' }).getByRole('button', { name: /^Choose / }).first();
    await press(first, 'the first detailing service');
  },
};
