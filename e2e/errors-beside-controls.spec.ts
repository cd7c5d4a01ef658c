/**
 * Issue 26, errors where the eye is, on a 375 px phone: a signed-in demo customer pays with a new card and the
 * offline form's declining test card — the refusal is said right under Confirm Appointment, announced (role=alert),
 * on screen and focused, and the card form keeps what was typed (H-34); a plate that does not look up is said under
 * Look Up Vehicle, focused, not in a toast over it (C-13, C-14); a booking that cannot be sent is said under Confirm,
 * focused (H-30); a step says what is missing only once Continue is pressed, under it and focused (D-16).
 */
import { expect, test } from '@playwright/test';
import { openStep } from './support/app';
import { DEMO_CAMRY, FREE_DAY, openDemoReview } from './support/checkout';

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 60_000 });

const CARD_ERROR = 'There was an error with your card. Please try again.';

test('H-34 issue 26: a declined card leaves the focus on the card error beside Confirm, the card form as filled', async ({ page }) => {
  await openDemoReview(page, FREE_DAY, '13:00', '15:00');
  await expect(page.getByLabel(/First name/)).toHaveValue('Dana');
  await page.getByLabel(/I agree to receive text messages/).check();
  const keys = page.getByLabel('Where will we find your keys?');
  if (await keys.isVisible()) await keys.selectOption({ label: 'Inside the vehicle' });
  await page.getByLabel('Pay with a new card').check();
  const form = page.getByRole('group', { name: 'Test card (offline)' });
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  const confirm = form.getByRole('button', { name: 'Confirm Appointment' });
  await confirm.click();

  const error = page.getByRole('alert').filter({ hasText: CARD_ERROR });
  await expect(error).toBeFocused();
  await expect(error).toBeInViewport();
  await expect(confirm).toHaveAccessibleDescription(CARD_ERROR);
  // Beside Confirm: right under it, nothing between them.
  const [button, said] = [await confirm.boundingBox(), await error.boundingBox()];
  expect(button && said && said.y >= button.y + button.height && said.y - (button.y + button.height) < 48).toBe(true);
  await expect(form.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(form.getByLabel('CVC')).toHaveValue('123');
  await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
});

test('C-13 C-14 issue 26: a failed plate lookup is said under Look Up Vehicle, on screen and focused, until the next lookup', async ({ page }) => {
  await openStep(page, '/pricing/vehicle-lookup');
  const form = page.getByRole('form', { name: 'Look up by license plate' });
  await form.getByRole('textbox', { name: 'License plate' }).fill('FAIL123');
  const lookUp = form.getByRole('button', { name: 'Look Up Vehicle' });
  await lookUp.click();
  await expect(page).toHaveURL(/\/pricing\/vehicle-lookup\?error=true$/);
  const failure = form.getByRole('alert').filter({ hasText: 'There was an error looking up your vehicle. Please try again.' });
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  const [button, said] = [await lookUp.boundingBox(), await failure.boundingBox()];
  expect(button && said && said.y >= button.y + button.height && said.y - (button.y + button.height) < 48).toBe(true);
  // No toast covers the button.
  await expect(page.locator('.toasts').getByText('There was an error looking up your vehicle.')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'License plate' }).fill('ABC1234');
  await lookUp.click();
  await expect(page).toHaveURL(/\/pricing\/verify-vehicle-info\/VA\/ABC1234$/);
});

test('H-27 H-30 issue 26: a booking that cannot be sent is said under Confirm, on screen and focused; what was typed stays', async ({ page }) => {
  await openDemoReview(page, FREE_DAY, '13:00', '15:00', { 'POST /booking/scheduled-work': { error: 'network' } });
  await expect(page.getByLabel(/First name/)).toHaveValue('Dana');
  await page.getByLabel(/Last name/).fill('Demo-Smith');
  await page.getByLabel(/I agree to receive text messages/).check();
  const keys = page.getByLabel('Where will we find your keys?');
  if (await keys.isVisible()) await keys.selectOption({ label: 'Inside the vehicle' });
  const confirm = page.getByRole('button', { name: 'Confirm Appointment' });
  await confirm.click();

  const failure = page.getByRole('alert').filter({ hasText: 'We could not reach our booking system' });
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(confirm).toHaveAccessibleDescription(/We could not reach our booking system/);
  const [button, said] = [await confirm.boundingBox(), await failure.boundingBox()];
  expect(button && said && said.y >= button.y + button.height && said.y - (button.y + button.height) < 48).toBe(true);
  await expect(page.getByLabel(/Last name/)).toHaveValue('Demo-Smith');
  await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
});

test('D-16 issue 26: no step message on arrival; Continue pressed with nothing chosen says it under the button, focused', async ({ page }) => {
  await openStep(page, '/pricing/services', {
    provider: 'demo',
    booking: { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' }, vehicle: { ...DEMO_CAMRY, vin: null } },
  });
  await expect(page.getByRole('heading', { name: 'Service Packages', level: 2 })).toBeVisible();
  const message = 'You must select at least one Package or Standard Service';
  await expect(page.getByText(message)).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await next.click();
  const said = page.getByRole('alert').filter({ hasText: message });
  await expect(said).toBeFocused();
  await expect(said).toBeInViewport();
  await expect(next).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/pricing\/services$/);
});
