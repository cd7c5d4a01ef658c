/** How a person completes `keyoskPicker`: picks the first parking lot (when asked) and the first Keyosk. */
import { DRIVER_TIMEOUT, ensureChecked, shown, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const keyoskPickerDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice !== 'first') throw unknownChoice('keyoskPicker', 'fill', choice);
    const keyosk = page.getByRole('group', { name: 'Keyosk' }).getByRole('radio').first();
    await keyosk.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    // G-06: a park-anywhere service vehicle has no parking question.
    const parking = page.getByRole('group', { name: 'Parking lot' }).getByRole('radio');
    if (await shown(parking)) await ensureChecked(parking.first());
    await ensureChecked(keyosk);
  },
};
