/**
 * How a person completes `bookingReview` (see e2e/checkout.spec.ts): fills the customer information left
 * blank, agrees to text messages, says where the keys are when asked, checks the terms and cancellation
 * policy boxes when shown, keeps the default tip and payment choice, types the offline test card when the
 * card form is shown, then presses Confirm Appointment.
 */
import type { Page } from '@playwright/test';
import { DRIVER_TIMEOUT, JOURNEY_PERSON, ensureChecked, freshEmail, press, shown, unknownChoice, until } from '../contract/driver-kit';
import type { DriverContext, WidgetDriver } from '../contract/widget-driver';

/** The offline test card that is accepted (src/widgets/payment/offline/test-cards.ts). */
export const JOURNEY_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } as const;

const testCardForm = (page: Page) => page.getByRole('group', { name: 'Test card (offline)' });

async function fillBlank(page: Page, label: RegExp, value: string): Promise<void> {
  const field = page.getByLabel(label);
  if ((await field.inputValue()) === '') await field.fill(value);
}

async function complete(ctx: DriverContext): Promise<void> {
  const { page, session } = ctx;
  const first = page.getByLabel(/^First name/);
  await first.waitFor({ state: 'visible', timeout: DRIVER_TIMEOUT });
  // A signed-in customer's details fill the blank fields when the account loads: wait for them, so typing
  // does not race it.
  if (session === 'customer') await until(async () => (await page.getByLabel(/^Mobile phone/).inputValue()) !== '', DRIVER_TIMEOUT);
  await fillBlank(page, /^First name/, JOURNEY_PERSON.first);
  await fillBlank(page, /^Last name/, JOURNEY_PERSON.last);
  await fillBlank(page, /^Email/, freshEmail(ctx));
  await fillBlank(page, /^Mobile phone/, '(555) 010-7788');

  await ensureChecked(page.getByRole('checkbox', { name: /I agree to receive text messages/ }));
  const keys = page.getByRole('combobox', { name: /^Where will we find your keys\?/ });
  if (await shown(keys)) await keys.selectOption({ label: 'Inside the vehicle' });
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  if (await shown(terms)) await ensureChecked(terms);
  const policy = page.getByRole('checkbox', { name: 'I accept the cancellation policy' });
  if (await shown(policy)) await ensureChecked(policy);

  // The payment methods load, then the card form (lazy) when a new card is the choice.
  await page.getByText('Loading payment options…').waitFor({ state: 'detached', timeout: DRIVER_TIMEOUT });
  await page.getByText('Loading the card form…').waitFor({ state: 'detached', timeout: DRIVER_TIMEOUT });
  const form = testCardForm(page);
  if (await shown(form)) {
    await form.getByLabel('Card number').fill(JOURNEY_CARD.number);
    await form.getByLabel('Expiry (MM/YY)').fill(JOURNEY_CARD.expiry);
    await form.getByLabel('CVC').fill(JOURNEY_CARD.cvc);
  }
}

export const bookingReviewDriver: WidgetDriver = {
  async fill(ctx, choice) {
    if (choice !== 'complete') throw unknownChoice('bookingReview', 'fill', choice);
    await complete(ctx);
  },

  async send({ page }, event, choice) {
    if (event !== 'booked' || choice !== 'default') throw unknownChoice('bookingReview', 'send', `${event}/${choice}`);
    const form = testCardForm(page);
    const confirm = (await shown(form)) ? form.getByRole('button', { name: 'Confirm Appointment' }) : page.getByRole('button', { name: 'Confirm Appointment' });
    await press(confirm, 'Confirm Appointment');
  },
};
