/**
 * How a person completes `tireSizePicker`: picks the vehicle's first known size, or types a standard size
 * when the vehicle has none listed; then Continue.
 */
import { DRIVER_TIMEOUT, ensureChecked, press, shown, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** A size the demo data knows (the 2019 Camry's first). */
const JOURNEY_TIRE_SIZE = 'P215/55R17';

export const tireSizePickerDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice !== 'known') throw unknownChoice('tireSizePicker', 'fill', choice);
    const typed = page.getByRole('textbox', { name: 'Type your tire size' });
    const known = page.getByRole('radio').filter({ hasNotText: 'Other' });
    await known.first().or(typed).first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    const sizes = page.getByRole('radio', { name: /^P?\d{3}\/\d{2}R\d{2}$/ });
    if ((await sizes.count()) > 0) {
      await ensureChecked(sizes.first());
      return;
    }
    if (!(await shown(typed))) throw new Error('neither a known tire size nor the typed size field is shown');
    await typed.fill(JOURNEY_TIRE_SIZE);
    await typed.blur();
  },

  async send({ page }, event, choice) {
    if (event !== 'continue' || choice !== 'default') throw unknownChoice('tireSizePicker', 'send', `${event}/${choice}`);
    await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue (tire size)');
  },
};
