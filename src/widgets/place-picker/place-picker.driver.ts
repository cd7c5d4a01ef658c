/**
 * How a person completes `placePicker`: a visitor types a served home address (README demo data), or picks
 * a workplace from the dropdown or a shop from the list; a signed-in customer clicks their primary home
 * place card. Continue is the step's `continueButton`.
 */
import type { Page } from '@playwright/test';
import { DRIVER_TIMEOUT, ensureChecked, press, selectFirstOption, shown, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';
import { MODE_LABELS, type PlaceMode } from '../address-shared/place-modes';

/** A served address of the demo data (postal code 22150). */
export const JOURNEY_HOME = { line1: '7 Birch Lane', city: 'Springfield', state: 'VA', postal: '22150' } as const;

/** Address Line 1: a combobox with suggestions (Google Places, or the mock builds' offline adapter), else a plain text box (a production build without a Maps key). */
const addressLine1 = (page: Page) => page.getByRole('combobox', { name: 'Address Line 1' }).or(page.getByRole('textbox', { name: 'Address Line 1' }));

/** Shows the mode's panel: presses its mode button when the provider offers several modes. */
async function chooseMode(page: Page, mode: PlaceMode): Promise<void> {
  const modes = page.getByRole('group', { name: 'Where do you want service?' });
  const panels = modes
    .or(addressLine1(page))
    .or(page.getByRole('combobox', { name: 'Choose your workplace' }))
    .or(page.getByRole('group', { name: 'Choose a shop' }))
    .or(page.getByRole('button', { name: 'Add a Home Address' }));
  await panels.first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
  if (!(await shown(modes))) return; // a single mode: its panel is shown at once
  const button = modes.getByRole('button', { name: MODE_LABELS[mode], exact: true });
  if ((await button.count()) === 0) throw new Error(`the place step offers no "${MODE_LABELS[mode]}"`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
}

export const placePickerDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice === 'home') {
      await chooseMode(page, 'home');
      const line1 = addressLine1(page);
      await line1.fill(JOURNEY_HOME.line1);
      await line1.press('Escape');
      await page.getByLabel('City').fill(JOURNEY_HOME.city);
      await page.getByLabel('State').selectOption(JOURNEY_HOME.state);
      await page.getByLabel('Postal Code').fill(JOURNEY_HOME.postal);
      await page.getByLabel('Postal Code').blur();
      return;
    }
    if (choice === 'workplace') {
      await chooseMode(page, 'workplace');
      await selectFirstOption(page.getByRole('combobox', { name: 'Choose your workplace' }));
      return;
    }
    if (choice === 'shop') {
      await chooseMode(page, 'shop');
      const first = page.getByRole('group', { name: 'Choose a shop' }).getByRole('radio').first();
      await first.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
      await ensureChecked(first);
      return;
    }
    throw unknownChoice('placePicker', 'fill', choice);
  },

  async send({ page }, event, choice) {
    if (event === 'bookedBefore' && choice === 'returning') {
      // B-19: the returning customer's way to sign in.
      await press(page.getByRole('button', { name: 'Booked service before?' }), 'Booked service before?');
      return;
    }
    if (event !== 'pickSavedPlace' || choice !== 'home') throw unknownChoice('placePicker', 'send', `${event}/${choice}`);
    await chooseMode(page, 'home');
    const cards = page.getByRole('region', { name: 'Your places' }).getByRole('button');
    await cards.first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    // The primary home address first (B-09); the workplace or shop card carries its mode's label.
    const primary = cards.filter({ hasText: 'Primary' });
    const card = (await primary.count()) > 0 ? primary.first() : cards.filter({ hasNotText: /At Work|At The Shop/ }).first();
    await press(card, 'the saved home place');
  },
};
