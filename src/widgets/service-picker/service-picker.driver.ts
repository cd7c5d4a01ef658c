/**
 * How a person completes `servicePicker`: checks a standard service (an oil change where offered) and, while
 * the order stays under the provider's minimum, one more. A recall notice that pops up is answered
 * "Not now". Continue is the step's `continueButton`.
 */
import type { Locator, Page } from '@playwright/test';
import { DRIVER_TIMEOUT, shown, unknownChoice, until } from '../contract/driver-kit';
import type { WidgetDriver } from '../contract/widget-driver';

/** Services a journey prefers, in order; any other standard service (not the free-text one) otherwise. */
const PREFERRED = ['Oil Change'];
/** Services that open a dialog or are locked: never picked by a journey. */
const AVOID = /^(Something Else|Other|Multi-Point Inspection)$/;

const withRecallHandler = new WeakSet<Page>();

/** The recall notice (D-10) may open whenever the recall lookup answers: it is dismissed wherever it shows. */
async function dismissRecallNotice(page: Page): Promise<void> {
  if (withRecallHandler.has(page)) return;
  withRecallHandler.add(page);
  const notice = page.getByRole('dialog', { name: 'Open recalls found' });
  await page.addLocatorHandler(notice, async () => {
    await notice.getByRole('button', { name: /^(Not now|Close)$/ }).click();
  });
}

async function candidates(section: Locator): Promise<Locator[]> {
  const boxes = section.getByRole('checkbox');
  const named: { box: Locator; name: string }[] = [];
  for (const box of await boxes.all()) {
    const name = ((await box.getAttribute('aria-label')) ?? (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''))).trim();
    if (!AVOID.test(name) && (await box.isEnabled())) named.push({ box, name });
  }
  const rank = (n: string) => {
    const i = PREFERRED.indexOf(n);
    return i < 0 ? PREFERRED.length : i;
  };
  return named.sort((a, b) => rank(a.name) - rank(b.name)).map((x) => x.box);
}

export const servicePickerDriver: WidgetDriver = {
  async fill({ page }, choice) {
    if (choice !== 'standard') throw unknownChoice('servicePicker', 'fill', choice);
    await dismissRecallNotice(page);
    const standard = page.getByRole('region', { name: 'Standard Services' });
    const packages = page.getByRole('region', { name: 'Service Packages' });
    await standard.or(packages).first().waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
    const section = (await shown(standard)) ? standard : packages;
    const minimum = page.getByText(/minimum order amount/i);
    for (const box of await candidates(section)) {
      if (!(await box.isChecked())) await box.check();
      // The blocker under Continue follows the cart: give it a moment, then stop once no minimum is asked.
      if (!(await until(async () => !(await shown(minimum)), 1_000))) continue;
      return;
    }
    if (await shown(minimum)) throw new Error('every standard service is checked and the order is still under the minimum');
    throw new Error('no standard service to check');
  },
};
