import { expect, test, type Page } from '@playwright/test';
import { vehicleLookupDriver } from '../src/widgets/vehicle-lookup/vehicle-lookup.driver';

/**
 * The journeys' vehicle driver (year, make and model) against a stand-in form, nothing of the app: a make it refuses
 * turns Continue inactive at once (as the step's C-45 blocker does), an offered make's models arrive a moment later.
 */
const ORIGIN = 'http://vehicle-driver.test';
const page = (offered: string[]) => `<!doctype html><html lang="en"><head><title>Vehicle</title></head><body><main>
<div role="tablist"><button role="tab" aria-selected="true">Year/Make/Model</button></div>
<form aria-label="Enter year, make and model" onsubmit="event.preventDefault(); document.title = 'sent ' + make.value + ' ' + model.value">
  <label>Year <select id="year"><option value="">Year</option><option>2019</option></select></label>
  <label>Make <select id="make"><option value="">Make</option><option>Toyota</option><option>Honda</option><option>Kia</option></select></label>
  <label>Model <select id="model" disabled><option value="">Model</option></select></label>
  <label>Color <select id="color"><option value="">Color</option><option>Blue</option></select></label>
  <button id="go">Continue</button>
</form>
<script>
  const offered = ${JSON.stringify(offered)};
  make.addEventListener('change', () => {
    model.disabled = true;
    model.length = 1;
    go.setAttribute('aria-disabled', String(!offered.includes(make.value)));
    setTimeout(() => { model.add(new Option(make.value + ' One')); model.disabled = false; }, 150);
  });
</script>
</main></body></html>`;

async function open(p: Page, offered: string[]) {
  await p.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: page(offered) }));
  await p.goto(`${ORIGIN}/`);
}

const send = (p: Page) =>
  vehicleLookupDriver.send!({ page: p, provider: 'demo', config: {}, session: 'visitor', unique: 'driver' }, 'vehicleSaved', 'year-make-model');

test('C-44 C-45 the vehicle driver passes over a make the page refuses and goes on with the next offered one', async ({ page: p }) => {
  await open(p, ['Honda']);
  await send(p);
  await expect(p).toHaveTitle('sent Honda Honda One');
});

test('C-45 the vehicle driver says so when the page offers no make of its list', async ({ page: p }) => {
  await open(p, []);
  await expect(send(p)).rejects.toThrow(/no make of the list is offered/);
});
