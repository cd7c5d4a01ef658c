/** How a person completes `bookedBeforeLink`: the returning customer presses "Booked service before?" (B-19). */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const bookedBeforeLinkDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'bookedBefore' || choice !== 'returning') throw unknownChoice('bookedBeforeLink', 'send', `${event}/${choice}`);
    await press(page.getByRole('button', { name: 'Booked service before?', exact: true }), 'Booked service before?');
  },
};
