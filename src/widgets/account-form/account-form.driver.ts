/**
 * How a person completes `accountForm`: types a name, a fresh e-mail address and a mobile phone, then either
 * creates an account with a password (and, for a fleet, the fleet account name) or continues as a guest.
 */
import type { Page } from '@playwright/test';
import { DRIVER_TIMEOUT, JOURNEY_PERSON, freshEmail, press, shown, unknownChoice } from '../contract/driver-kit';
import type { DriverContext, WidgetDriver } from '../contract/widget-driver';

async function typeContact(page: Page, ctx: DriverContext): Promise<void> {
  const first = page.getByLabel(/^First name/);
  await first.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
  await first.fill(JOURNEY_PERSON.first);
  await page.getByLabel(/^Last name/).fill(JOURNEY_PERSON.last);
  await page.getByLabel(/^Email/).fill(freshEmail(ctx));
  await page.getByLabel(/^Mobile phone/).fill(JOURNEY_PERSON.phone);
}

export const accountFormDriver: WidgetDriver = {
  async send(ctx, event, choice) {
    const { page } = ctx;
    if (event === 'signedUp' && (choice === 'default' || choice === 'fleet')) {
      await typeContact(page, ctx);
      await page.getByLabel(/^Password/).fill(JOURNEY_PERSON.password);
      if (choice === 'fleet') {
        const fleet = page.getByLabel(/^Fleet account name/);
        if (!(await shown(fleet))) throw new Error('the form has no fleet account name field');
        await fleet.fill(JOURNEY_PERSON.fleet);
      }
      await press(page.getByRole('button', { name: /^Create account/ }), 'Create account & continue');
      return;
    }
    if (event === 'guestContinue' && choice === 'default') {
      await typeContact(page, ctx);
      const guest = page.getByRole('button', { name: 'Continue as guest' });
      if (!(await shown(guest))) throw new Error('the form offers no "Continue as guest"');
      await press(guest, 'Continue as guest');
      return;
    }
    throw unknownChoice('accountForm', 'send', `${event}/${choice}`);
  },
};
