/** How a person completes `continueButton`: presses the step's Continue once it is no longer blocked. */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const continueButtonDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'continue' || choice !== 'default') throw unknownChoice('continueButton', 'send', `${event}/${choice}`);
    await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue');
  },
};
