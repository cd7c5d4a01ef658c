/** How a person completes `vehicleVerify`: waits for the four facts to be revealed, then presses Continue. */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const vehicleVerifyDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'continue' || choice !== 'default') throw unknownChoice('vehicleVerify', 'send', `${event}/${choice}`);
    // Continue stays inactive (aria-disabled) while the step's C-56 blocker holds, until the reveal ends (C-55).
    await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue (vehicle verified)');
  },
};
