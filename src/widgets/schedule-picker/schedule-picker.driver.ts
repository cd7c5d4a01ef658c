/**
 * How a person completes `schedulePicker`: picks the first available date and time in the calendar the page
 * shows (told apart by what a person sees: month navigation, or the grid's "Time slots" caption) — month calendar (first open day, first open arrive hour, the leave hour it suggests), week grid
 * of slots (first available slot) or week calendar (its first free time) —
 * writes the note (`first-available-with-note`, or whenever the provider requires one), then presses Continue.
 */
import { DRIVER_TIMEOUT, press, shown, unknownChoice } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** The note a journey writes when the provider requires one (e.g. fleetco, F-12). */
const JOURNEY_NOTE = 'Check engine light is on';

export const schedulePickerDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice !== 'first-available' && choice !== 'first-available-with-note') throw unknownChoice('schedulePicker', 'fill', choice);
    const grid = page.getByRole('grid').first();
    const noDates = page.getByText(/no (service|available) dates/i);
    await grid.or(noDates).first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    if (await shown(noDates)) throw new Error(`no dates are offered: ${await noDates.first().innerText()}`);
    const summary = page.getByText(/^Your appointment:/).first();

    // Which calendar: the month calendar pages by month; the week grid of slots is captioned "Time slots, …".
    const month = await shown(page.getByRole('button', { name: 'Next month' }));
    const variant = month ? 'month' : (await shown(page.getByRole('grid', { name: /^Time slots,/ }))) ? 'timeSlots' : 'week';
    if (variant === 'month') {
      const day = grid.getByRole('gridcell', { name: /\d{4}(, today)?$/, disabled: false }).first();
      await day.click();
      const arrive = page.getByRole('group', { name: 'Arrive time' }).getByRole('button', { disabled: false }).first();
      await arrive.click();
      await page.getByRole('group', { name: 'Leave time' }).getByRole('button', { pressed: true }).waitFor({ timeout: DRIVER_TIMEOUT });
    } else if (variant === 'timeSlots') {
      await grid.getByRole('gridcell', { name: /, available$/ }).first().click();
      await page.getByText(/^Your appointment:.* at \d/).first().waitFor({ timeout: DRIVER_TIMEOUT });
    } else {
      // The week calendar marks the first available date (F-18); the appointment is placed by a tap on a free time.
      await grid.getByRole('gridcell', { name: /, available$/ }).first().click();
    }
    await summary.waitFor({ timeout: DRIVER_TIMEOUT });

    // The note: always with `first-available-with-note`, else only when the provider requires one.
    const note = page.getByRole('textbox', { name: choice === 'first-available-with-note' ? /^Notes/ : /^Notes.*\(required\)$/ });
    if (choice === 'first-available-with-note' && !(await shown(note))) throw new Error('the schedule step shows no notes field');
    if (await shown(note)) await note.first().fill(JOURNEY_NOTE);
  },

  async send({ page }, event, choice) {
    if (event !== 'continue' || choice !== 'default') throw unknownChoice('schedulePicker', 'send', `${event}/${choice}`);
    await press(page.getByRole('button', { name: 'Continue', exact: true }), 'Continue (schedule)');
  },
};
