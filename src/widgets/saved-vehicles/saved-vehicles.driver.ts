/** How a person completes `savedVehicles`: clicks their first saved vehicle, or "Add a New Vehicle". */
import { DRIVER_TIMEOUT, press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const savedVehiclesDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    const list = page.getByRole('region', { name: 'Saved vehicles' });
    const add = list.getByRole('button', { name: 'Add a New Vehicle' });
    if (event === 'addVehicle' && choice === 'default') {
      await press(add, 'Add a New Vehicle');
      return;
    }
    if (event === 'pickVehicle' && choice === 'saved') {
      await add.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
      await list.getByRole('status').waitFor({ state: 'detached', timeout: DRIVER_TIMEOUT }); // "Loading your vehicles…"
      const saved = list.getByRole('button').filter({ hasNotText: 'Add a New Vehicle' });
      if ((await saved.count()) === 0) throw new Error('no saved vehicle is offered');
      await press(saved.first(), 'the first saved vehicle');
      return;
    }
    throw unknownChoice('savedVehicles', 'send', `${event}/${choice}`);
  },
};
