/** How a person completes `homeHero`: presses "Book a Service". */
import { press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const homeHeroDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'start' || choice !== 'default') throw unknownChoice('homeHero', 'send', `${event}/${choice}`);
    await press(page.getByRole('button', { name: 'Book a Service', exact: true }), 'Book a Service');
  },
};
