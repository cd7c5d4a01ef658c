/**
 * How a person completes `loginForm`: the returning customer types the demo account's e-mail and password
 * (the mock back end's seeded customer, mocks/world/ids.ts; docs/api.md) and presses Log In.
 */
import { DRIVER_TIMEOUT, press, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** The demo customer of the mock back end (mocks/world/ids.ts): drivers may not import mocks. */
const RETURNING_CUSTOMER = { email: 'demo@example.com', password: 'demo1234' } as const;

export const loginFormDriver: WidgetDriver = {
  async send({ page }, event, choice) {
    if (event !== 'signedIn' || choice !== 'default') throw unknownChoice('loginForm', 'send', `${event}/${choice}`);
    const email = page.getByLabel(/^Email/);
    await email.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    await email.fill(RETURNING_CUSTOMER.email);
    await page.getByLabel(/^Password/).fill(RETURNING_CUSTOMER.password);
    await press(page.getByRole('button', { name: 'Log In', exact: true }), 'Log In');
  },
};
