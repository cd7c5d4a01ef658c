/**
 * How a person completes `vehicleLookup`: looks up the demo plate ABC1234 (VA), or enters a year, make and
 * model (a make the page shows is offered: Continue stays active) and presses Continue.
 */
import type { Page } from '@playwright/test';
import { descriptionOf, DRIVER_TIMEOUT, press, selectFirstOption, unknownChoice, until } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** A plate of the demo data that looks up (2019 Toyota Camry). */
const JOURNEY_PLATE = { plate: 'ABC1234', state: 'VA' } as const;
/** Makes tried first, in this order (C-44: then the list's order, until the page shows one is offered). */
const PREFERRED_MAKES = ['Toyota', 'Honda', 'Ford'];

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT }).catch(() => {
    throw new Error(`the vehicle step offers no "${name}" tab`);
  });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

export const vehicleLookupDriver: WidgetDriver = {
  async send({ page }, event, choice) {
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
      // C-44/C-45: the page says whether a make is offered (Continue turns inactive with the call-us notice); the
      // preferred makes first, then the list's order, until one leaves Continue active.
      const continueButton = form.getByRole('button', { name: 'Continue', exact: true });
      const model = form.getByRole('combobox', { name: 'Model', exact: true });
      const refused = async () => (await continueButton.getAttribute('aria-disabled')) === 'true';
      const names = (await make.getByRole('option').allTextContents()).map((t) => t.trim()).filter((n, i) => i > 0 && n !== '');
      const order = [...PREFERRED_MAKES.filter((m) => names.includes(m)), ...names.filter((m) => !PREFERRED_MAKES.includes(m))];
      let chosen: string | null = null;
      for (const name of order) {
        await make.selectOption({ label: name });
        // The page judges a make as it is chosen (C-45 turns Continue inactive) and then loads its models: once either
        // shows, it has said whether the make is offered.
        const said = await until(async () => (await refused()) || ((await model.isEnabled()) && (await model.getByRole('option').count()) > 1));
        if (!said) throw new Error(`choosing the make ${name} neither turned Continue inactive nor brought its models`);
        if (!(await refused())) {
          chosen = name;
          break;
        }
      }
      if (!chosen) throw new Error(`no make of the list is offered: ${(await descriptionOf(continueButton)) || 'Continue stayed inactive'}`);
      await selectFirstOption(model);
      await form.getByRole('combobox', { name: 'Color', exact: true }).selectOption('Blue');
      await press(form.getByRole('button', { name: 'Continue', exact: true }), 'Continue (year, make and model)');
      return;
    }
    throw unknownChoice('vehicleLookup', 'send', `${event}/${choice}`);
  },
};
