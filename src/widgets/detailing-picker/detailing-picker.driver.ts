/** How a person completes `detailingPicker`: chooses the first detailing service card. */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const detailingPickerDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'pickDetailing' || choice !== 'first') throw unknownChoice('detailingPicker', 'send', `${event}/${choice}`);
    const first = page.getByRole('list', { name: 'Detailing services' }).getByRole('button', { name: /^Choose / }).first();
    await press(first, 'the first detailing service');
  },
};
