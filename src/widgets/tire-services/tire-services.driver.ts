/**
 * How a person completes `tireServices`: selects Tire Installation (answering the tire-count dialog with
 * its default of 4), or presses Continue.
 */
import { DRIVER_TIMEOUT, press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const tireServicesDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event === 'pickTireService' && choice === 'install') {
      const select = page.getByRole('button', { name: /^Select Tire Installation/ });
      await press(select.first(), 'Select Tire Installation');
      // D-49: a per-tire service asks how many tires (default 4) before it is sent.
      const dialog = page.getByRole('dialog', { name: 'How many tires?' });
      await dialog.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      return;
    }
    if (event === 'continue' && choice === 'default') {
      await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue (tire services)');
      return;
    }
    throw unknownChoice('tireServices', 'send', `${event}/${choice}`);
  },
};
