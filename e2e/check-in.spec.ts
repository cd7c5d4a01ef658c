/**
 * The check-in link pages (L-01..L-15), opened from their links as a customer would, without signing in
 * (M-32 and M-46 need none: the link is the key). The world runs on the real clock, so the demo customer's
 * 5007 (SCHEDULED, upper case) is today and 5002 is already checked in; the fleet customer's 5102 is a
 * workplace appointment at Acme HQ today (keyosk 12, parking 22 "Garage P1", box 5) for the map page, drawn
 * with the offline plan (the demo provider has no Maps key).
 */
import { expect, test, type Page } from '@playwright/test';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';

const PIN_MESSAGE = 'Please drag the pin on the map to indicate where your car is parked';

const heading = (page: Page, name: string) => page.getByRole('heading', { name });
const checkInButton = (page: Page) => page.getByRole('button', { name: 'Check In', exact: true });
const checkInPost = (page: Page, id: number) => page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/checkin/scheduled-work/${id}`);

test.describe('/checkin (L-01..L-06)', () => {
  test('L-03 L-05: a visitor opens the link of 5007, checks in and sees the checked-in state, also after a reload (L-04)', async ({ page }) => {
    await openStep(page, '/checkin/1001/5007');
    await expect(page.getByRole('heading', { level: 1, name: 'Check In' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Your appointment' });
    await expect(details).toContainText('2018 Honda Civic');
    await expect(details).toContainText('2:00 PM – 3:00 PM');
    await expect(details).toContainText('48 Oak Avenue, Arlington, VA 22201');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

    const sent = checkInPost(page, 5007);
    await checkInButton(page).click();
    expect((await sent).postDataJSON()).toEqual({ keys_available: true, checkin_type: 'web' });
    await expect(heading(page, "You're checked in!")).toBeFocused();
    await expect(checkInButton(page)).toHaveCount(0);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

    await page.reload();
    await expect(heading(page, "You're already checked in")).toBeVisible();
    await expect(checkInButton(page)).toHaveCount(0);
  });

  test('L-04: 5002 (keys_available) reads "already checked in" with no Check In', async ({ page }) => {
    await openStep(page, '/checkin/1001/5002');
    await expect(heading(page, "You're already checked in")).toBeVisible();
    await expect(page.getByText('This appointment is already checked in. There is nothing more to do.')).toBeVisible();
    await expect(checkInButton(page)).toHaveCount(0);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('L-01: a link whose customer is not the work\'s goes home with "Invalid URL"', async ({ page }) => {
    await openStep(page, '/checkin/1002/5007');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL' })).toBeVisible();
  });

  test('L-02: a link to no work shows "Invalid URL" on the page', async ({ page }) => {
    await openStep(page, '/checkin/1001/9999');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL' })).toBeVisible();
    await expect(checkInButton(page)).toHaveCount(0);
  });

  test('L-06: a load failure sends the customer to /login with the link as the redirect', async ({ page }) => {
    await openStep(page, '/checkin/1001/5007', { scenario: { responses: { 'GET /scheduled-work/{sw_id}/{customer_id}': { status: 401, body: { Message: 'Please log in.' } } } } });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckin%2F1001%2F5007$/);
  });
});

test.describe('/checkin-geo (L-07..L-15)', () => {
  test('L-14 L-15: Check In is refused until the pin moves; moved by keyboard and by drag, the check-in carries markerLocation', async ({ page }) => {
    await openStep(page, '/checkin-geo/1002/5102');
    const map = page.getByRole('group', { name: 'Map of Acme Corp Headquarters (offline plan)' });
    await expect(map).toBeVisible();
    await expect(page.getByText(/^Offline map:/)).toBeVisible();
    // L-13: the kiosk, the parking zone, the van's spot and the trailer, from the location's details.
    await expect(page.getByRole('list', { name: 'Places on the map' }).getByRole('listitem')).toHaveText([
      /Keyosk: Garage P1 Keyosk/,
      /Your parking: Garage P1/,
      /Service van: Service van parking/,
      /Service trailer: Service trailer/,
    ]);
    // L-11: box 5's image.
    await expect(page.getByRole('img', { name: /box 5 highlighted/ })).toBeVisible();
    await expect(page.getByText('Leave your keys in box 5.')).toBeVisible();

    await checkInButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(PIN_MESSAGE);

    const pin = page.getByRole('button', { name: 'Your car: map pin' });
    const where = page.locator('.check-in-map__where');
    await expect(where).toHaveText(/^Your pin starts on Garage P1/);
    await pin.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(where).toHaveText(/^Your pin is \d+ m /);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const byKeys = await where.textContent();

    const box = (await pin.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 60, from.y - 40, { steps: 6 });
    await page.mouse.up();
    await expect(where).not.toHaveText(byKeys ?? '');
    const moved = (await pin.boundingBox())!;
    expect(moved.x).toBeLessThan(box.x - 40);
    expect(moved.y).toBeLessThan(box.y - 20);

    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

    const sent = checkInPost(page, 5102);
    await checkInButton(page).click();
    const body = (await sent).postDataJSON() as { keys_available: boolean; checkin_type: string; markerLocation: { lat: number; lng: number } };
    expect(body).toMatchObject({ keys_available: true, checkin_type: 'web' });
    // Up and to the left of Garage P1 (38.9584, -77.3568): north-west of it.
    expect(body.markerLocation.lat).toBeGreaterThan(38.9584);
    expect(body.markerLocation.lng).toBeLessThan(-77.3568);
    await expect(heading(page, "You're checked in!")).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('L-08 L-10: zoom stops at 20; the layout is one column at 375 px and two at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openStep(page, '/checkin-geo/1002/5102');
    await expect(page.locator('.map-check-in')).toHaveClass(/map-check-in--mobile/);
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i++) await zoomIn.click();
    await expect(zoomIn).toBeDisabled();
    const mapBox = (await page.getByRole('group', { name: /^Map of/ }).boundingBox())!;
    const detailsBox = (await page.getByRole('region', { name: 'Your appointment' }).boundingBox())!;
    expect(mapBox.y).toBeGreaterThan(detailsBox.y + detailsBox.height - 1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.map-check-in')).toHaveClass(/map-check-in--wide/);
    const wideMap = (await page.getByRole('group', { name: /^Map of/ }).boundingBox())!;
    const wideDetails = (await page.getByRole('region', { name: 'Your appointment' }).boundingBox())!;
    expect(wideDetails.x).toBeGreaterThan(wideMap.x + wideMap.width - 1);
  });

  test('L-04: an already checked-in workplace work (5002) shows no map', async ({ page }) => {
    await openStep(page, '/checkin-geo/1001/5002');
    await expect(heading(page, "You're already checked in")).toBeVisible();
    await expect(page.getByRole('group', { name: /^Map of/ })).toHaveCount(0);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('L-01: a mismatching customer id goes home with "Invalid URL"', async ({ page }) => {
    await openStep(page, '/checkin-geo/1001/5102');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL' })).toBeVisible();
  });
});
