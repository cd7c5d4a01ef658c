import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/app';
import { e2eOrigin } from './support/port';

const origin = (host: string) => e2eOrigin(host);

test('a provider host shows that provider’s branding on a flow step', async ({ page }) => {
  await page.goto(`${origin('acme.localhost')}/pricing/place`);
  const header = page.getByRole('banner');
  await expect(header.getByText('Acme Mobile Mechanics', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: '(555) 020-0200' })).toHaveAttribute('href', 'tel:5550200200');
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toContainText('Select Services');
  await expect(page.getByRole('contentinfo')).toContainText('Chrysler, Ford, General Motors');
  await expectNoSeriousA11yIssues(page);
});

test('an unknown route shows "Page not found"', async ({ page }) => {
  await page.goto(`${origin('localhost')}/nope`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a churned provider gets the blocking modal with a countdown', async ({ page }) => {
  await page.goto(`${origin('gone.localhost')}/`);
  const dialog = page.getByRole('alertdialog', { name: 'Online booking is not available' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gone Auto Repair no longer supports online booking.');
  const seconds = dialog.getByTestId('churn-seconds');
  const first = Number(await seconds.textContent());
  expect(first).toBeGreaterThan(10);
  expect(first).toBeLessThanOrEqual(15);
  await expect.poll(async () => Number(await seconds.textContent()), { timeout: 4_000 }).toBeLessThan(first);
  await expect(dialog.getByRole('link', { name: 'Go to the marketplace now' })).toHaveAttribute(
    'href',
    'https://marketplace.example/find-a-pro',
  );
  await expectNoSeriousA11yIssues(page);
});

test('the feedback dialog is reachable by keyboard and thanks the visitor', async ({ page }) => {
  await page.goto(`${origin('acme.localhost')}/pricing/place`);
  const button = page.getByRole('button', { name: 'Feedback' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your feedback').fill('Great site');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
});

for (const width of [375, 600, 768, 1024]) {
  test(`the flow page fits a ${width}px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${origin('acme.localhost')}/pricing/place`);
    await expect(page.getByRole('banner').getByText('Acme Mobile Mechanics', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('Continue sends the step’s event through the engine and the app navigates', async ({ page }) => {
  await page.goto(`${origin('localhost')}/pricing/begin`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/); // B-44: a visitor starts with the vehicle (OPEN-30)
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Vehicle' })).toBeVisible(); // the vehicleLookup step
});
