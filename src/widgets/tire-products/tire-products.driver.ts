/** How a person completes `tireProducts`: adds the first tire to the cart when none is in it, then Continue. */
import { DRIVER_TIMEOUT, press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

export const tireProductsDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'continue' || choice !== 'default') throw unknownChoice('tireProducts', 'send', `${event}/${choice}`);
    const add = page.getByRole('button', { name: /^Add to cart / });
    await add.first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    if ((await page.getByText(/^In your cart: \d+/).count()) === 0) {
      await add.first().click();
      await page.getByText(/^In your cart: \d+/).first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    }
    await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue (tires)');
  },
};
