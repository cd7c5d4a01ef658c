/**
 * How a person completes `vehicleLookup`: looks up the demo plate ABC1234 (VA), or enters a year, make and
 * model (a make the provider offers) and presses Continue.
 */
import type { Page } from '@playwright/test';
import { DRIVER_TIMEOUT, press, selectFirstOption, unknownChoice, until } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** A plate of the demo data that looks up (2019 Toyota Camry). */
export const JOURNEY_PLATE = { plate: 'ABC1234', state: 'VA' } as const;
/** Makes tried in order when the provider limits none (C-44: otherwise the first offered one that exists). */
const PREFERRED_MAKES = ['Toyota', 'Honda', 'Ford'];

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT }).catch(() => {
    throw new Error(`the vehicle step offers no "${name}" tab`);
  });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

export const vehicleLookupDriver: WidgetDriver = {
  async send({ page, config }, event, choice) {
    if (event === 'lookupFound' && choice === 'plate') {
      await openTab(page, 'License Plate');
      const form = page.getByRole('form', { name: 'Look up by license plate' });
      await form.getByRole('textbox', { name: 'License plate' }).fill(JOURNEY_PLATE.plate);
      await form.getByRole('combobox', { name: 'State' }).selectOption(JOURNEY_PLATE.state);
      await press(form.getByRole('button', { name: 'Look Up Vehicle' }), 'Look Up Vehicle');
      return;
    }
    if (event === 'vehicleSaved' && choice === 'year-make-model') {
      await openTab(page, 'Year/Make/Model');
      const form = page.getByRole('form', { name: 'Enter year, make and model' });
      await form.getByRole('combobox', { name: 'Year', exact: true }).selectOption('2019');
      const make = form.getByRole('combobox', { name: 'Make', exact: true });
      if (!(await until(async () => (await make.isEnabled()) && (await make.getByRole('option').count()) > 1))) {
        throw new Error('no makes were offered for 2019');
      }
      const names = (await make.getByRole('option').allTextContents()).map((t) => t.trim());
      const offered = Array.isArray(config.offered_vehicle_makes) ? (config.offered_vehicle_makes as unknown[]).map(String) : [];
      const wanted = (offered.length > 0 ? offered : PREFERRED_MAKES).find((m) => names.includes(m));
      if (!wanted) throw new Error(`none of the makes ${offered.join(', ')} is in the list`);
      await make.selectOption({ label: wanted });
      await selectFirstOption(form.getByRole('combobox', { name: 'Model', exact: true }));
      await form.getByRole('combobox', { name: 'Color', exact: true }).selectOption('Blue');
      await press(form.getByRole('button', { name: 'Continue', exact: true }), 'Continue (year, make and model)');
      return;
    }
    throw unknownChoice('vehicleLookup', 'send', `${event}/${choice}`);
  },
};
