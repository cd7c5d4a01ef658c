/** How a person completes `diagnosticForm`: checks the first concern. Continue is the step's `continueButton`. */
import { DRIVER_TIMEOUT, ensureChecked, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const diagnosticFormDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice !== 'concern') throw unknownChoice('diagnosticForm', 'fill', choice);
    const first = page.getByRole('group', { name: 'What are you noticing?' }).getByRole('checkbox').first();
    await first.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    await ensureChecked(first);
  },
};
