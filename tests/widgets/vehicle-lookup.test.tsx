// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppClock } from '../../src/ui/app-clock';
import { DEFAULT_REQUEST_TIMEOUT_MS, onApiError, setRequestTimeout, setToken } from '../../src/api/client';
import { HEAVY_DUTY_FUEL_TYPE_LIST, HEAVY_DUTY_MAKES } from '../../src/domain/vehicle-lists';
import { vehicleEntryTabs, type EntryTabOptions } from '../../src/widgets/vehicle-lookup/entry-tabs';
import VehicleLookup from '../../src/widgets/vehicle-lookup/vehicle-lookup';
import demo from '../../mocks/fixtures/providers/demo.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import fleetco from '../../mocks/fixtures/providers/fleetco.json';
import acme from '../../mocks/fixtures/providers/acme.json';
import { server, useMockServer } from '../api/harness';
import { flowDecides } from './support/flow-decides';
import { renderVehicleWidget, signedIn, type HarnessOptions } from './vehicle-harness';

useMockServer();
// Network through MSW and several renders per test: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const API = 'http://localhost/api';
const field = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

function renderLookup(config: Record<string, unknown> = demo, extra: Omit<HarnessOptions, 'config'> = {}) {
  return renderVehicleWidget(VehicleLookup, { ...extra, config });
}

/** What the flow decides for the vehicle-lookup step's entry tabs, put together as the widget does. */
function decidedTabs(config: Record<string, unknown>) {
  const { options, parts } = flowDecides('vehicle-lookup', 'vehicleLookup', config);
  return vehicleEntryTabs(options as unknown as EntryTabOptions, parts.heavyDuty!);
}

describe('vehicleEntryTabs: the flow decides the tabs (C-09, C-11, C-12)', () => {
  it('C-11 C-12 the flow gives the provider’s tabs in order and the default tab (options tabs, initialTab)', () => {
    expect(flowDecides('vehicle-lookup', 'vehicleLookup', demo).options).toEqual({
      tabs: ['license', 'vin', 'year', 'rv', 'atv', 'motorcycle', 'boat'],
      fallbackTabs: ['license', 'vin', 'year'],
      initialTab: 'license',
    });
    expect(decidedTabs(demo)).toEqual({ tabs: ['license', 'vin', 'year', 'rv', 'atv', 'motorcycle', 'boat'], initial: 'license' });
    expect(decidedTabs(hidden)).toEqual({ tabs: ['vin', 'year', 'heavy'], initial: 'heavy' });
    expect(decidedTabs(fleetco)).toEqual({ tabs: ['license', 'vin', 'year'], initial: 'vin' });
    expect(decidedTabs(acme)).toEqual({ tabs: ['license', 'vin', 'year'], initial: 'year' });
  });

  it('C-09 part heavyDuty: shown for hidden (uses heavy duty), hidden for demo and fleetco (neither lists nor uses it)', () => {
    expect(flowDecides('vehicle-lookup', 'vehicleLookup', hidden).parts).toEqual({ heavyDuty: true });
    expect(flowDecides('vehicle-lookup', 'vehicleLookup', demo).parts).toEqual({ heavyDuty: false });
    expect(flowDecides('vehicle-lookup', 'vehicleLookup', fleetco).parts).toEqual({ heavyDuty: false });
    // Listed without the flag: the tab shows where it is listed.
    expect(decidedTabs({ available_vehicle_entry_tabs: ['heavy', 'vin'] })).toEqual({ tabs: ['heavy', 'vin'], initial: 'heavy' });
  });

  it('C-09 a provider listing no tabs gets plate, VIN and year/make/model (fallbackTabs), plus Heavy Duty last with is_using_heavy_duty', () => {
    expect(decidedTabs({})).toEqual({ tabs: ['license', 'vin', 'year'], initial: 'license' });
    expect(decidedTabs({ available_vehicle_entry_tabs: [] })).toEqual({ tabs: ['license', 'vin', 'year'], initial: 'license' });
    expect(decidedTabs({ is_using_heavy_duty: true, default_vehicle_entry_tab: 'heavy' })).toEqual({ tabs: ['license', 'vin', 'year', 'heavy'], initial: 'heavy' });
  });

  it('C-09 C-12 the widget keeps only what the options say: unknown and repeated names dropped, an unoffered initial tab falls back to the first', () => {
    expect(vehicleEntryTabs({ tabs: ['year', 'nope', 'year'], fallbackTabs: ['license'], initialTab: 'vin' }, false)).toEqual({ tabs: ['year'], initial: 'year' });
    expect(vehicleEntryTabs({ tabs: ['heavy', 'vin'], fallbackTabs: [], initialTab: 'heavy' }, false)).toEqual({ tabs: ['vin'], initial: 'vin' });
  });
});

describe('vehicleLookup widget: tabs', () => {
  it('C-11 C-12 C-28 shows the provider’s tabs in order with the default selected', () => {
    renderLookup(demo);
    expect(tabNames()).toEqual(['License Plate', 'VIN', 'Year/Make/Model', 'RV', 'ATV', 'Motorcycle', 'Boat']);
    expect(selectedTab()).toBe('License Plate');
    cleanup();
    renderLookup(hidden);
    expect(tabNames()).toEqual(['VIN', 'Year/Make/Model', 'Heavy Duty']);
    expect(selectedTab()).toBe('Heavy Duty');
  });

  it('C-09 part heavyDuty: the Heavy Duty tab shows for a provider using heavy duty (added last) and not for demo', () => {
    renderLookup({ ...demo, is_using_heavy_duty: true });
    expect(tabNames()).toEqual(['License Plate', 'VIN', 'Year/Make/Model', 'RV', 'ATV', 'Motorcycle', 'Boat', 'Heavy Duty']);
    cleanup();
    renderLookup(demo);
    expect(screen.queryByRole('tab', { name: 'Heavy Duty' })).not.toBeInTheDocument();
  });

  it('C-09 tabs follow the WAI-ARIA pattern: arrow keys, Home and End move and select; one tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderLookup(fleetco);
    const vin = screen.getByRole('tab', { name: 'VIN' });
    expect(vin).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'License Plate' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('VIN');
    vin.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Year/Make/Model' })).toHaveFocus();
    expect(selectedTab()).toBe('Year/Make/Model');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('License Plate');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Year/Make/Model');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'License Plate' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('Year/Make/Model');
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
  });
});

describe('vehicleLookup widget: plate and VIN', () => {
  it('C-32 C-33 a plate needs 3 characters and a state; nothing is looked up until both hold', async () => {
    const user = userEvent.setup();
    const { send } = renderLookup(demo);
    await user.type(textbox('License plate'), 'AB');
    await user.selectOptions(field('State'), '');
    await user.click(screen.getByRole('button', { name: 'Look Up Vehicle' }));
    expect(screen.getByText('A license plate has at least 3 characters')).toBeInTheDocument();
    expect(textbox('License plate')).toHaveAccessibleDescription('A license plate has at least 3 characters');
    expect(field('State')).toHaveAccessibleDescription('Required');
    expect(send).not.toHaveBeenCalled();
  });

  it('C-43 the plate is sanitized to letters, digits, space and hyphen, upper-cased, as typed', async () => {
    const user = userEvent.setup();
    renderLookup(demo);
    await user.type(textbox('License plate'), 'ab-c 1$2!');
    expect(textbox('License plate')).toHaveValue('AB-C 12');
  });

  it('C-33 the state chosen first is the provider’s default state (content)', async () => {
    renderLookup(demo);
    expect(field('State')).toHaveValue('VA');
    cleanup();
    renderLookup({ ...hidden, available_vehicle_entry_tabs: ['license'] });
    await userEvent.click(screen.getByRole('tab', { name: 'License Plate' }));
    expect(field('State')).toHaveValue('TX');
    cleanup();
    renderLookup({ available_vehicle_entry_tabs: ['license'] });
    expect(field('State')).toHaveValue('');
  });

  it('C-14 a plate that looks up puts the vehicle in the booking and sends lookupFound with state and plate', async () => {
    const user = userEvent.setup();
    const { send, booking, client } = renderLookup(demo);
    expect(field('State')).toHaveValue('VA');
    await user.type(textbox('License plate'), 'abc1234');
    await user.click(screen.getByRole('button', { name: 'Look Up Vehicle' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'lookupFound', plateState: 'VA', plateNumber: 'ABC1234' }));
    expect(booking().vehicle).toMatchObject({ id: null, make: 'Toyota', model: 'Camry', year: 2019, plate: 'ABC1234', plateState: 'VA' });
    // The verify step checks the looked-up make (C-45) and reveals its facts afresh (C-56).
    expect(booking().vehicleCandidate).toEqual({ make: 'Toyota' });
    expect(booking().vehicleInfoRevealed).toBe(false);
    // The verify screen reads the answer from the cache instead of asking again.
    expect(client.getQueryData(['vehicles', 'lookup', 'VA', 'ABC1234'])).toMatchObject({ service_records_count: 12 });
  });

  it('C-14 a plate that fails sends lookupFailed', async () => {
    const user = userEvent.setup();
    const { send } = renderLookup(demo);
    await user.type(textbox('License plate'), 'FAIL123');
    await user.click(screen.getByRole('button', { name: 'Look Up Vehicle' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'lookupFailed', plateState: 'VA', plateNumber: 'FAIL123' }));
  });

  it('C-34 C-52 a VIN needs exactly 17 characters and looks up with the state segment VIN', async () => {
    const user = userEvent.setup();
    const { send } = renderLookup(fleetco);
    const vin = textbox('VIN (Vehicle Identification Number)');
    await user.type(vin, '1HGCM82633A00435');
    await user.click(screen.getByRole('button', { name: 'Look Up Vehicle' }));
    expect(screen.getByText('A VIN has exactly 17 characters')).toBeInTheDocument();
    await user.type(vin, '22');
    expect(vin).toHaveValue('1HGCM82633A0043522');
    expect(screen.getByText('A VIN has exactly 17 characters')).toBeInTheDocument();
    await user.type(vin, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Look Up Vehicle' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'lookupFound', plateState: 'VIN', plateNumber: '1HGCM82633A004352' }));
  });

  it('C-13 issue 26 ?error=true says the failure under Look Up Vehicle, focused, with no timer; the next lookup takes it away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLookup(demo, { at: '/pricing/vehicle-lookup?error=true' });
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent('There was an error looking up your vehicle. Please try again.');
    expect(failure).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Look up by license plate' });
    expect(within(form).getByRole('alert')).toBe(failure);
    const button = within(form).getByRole('button', { name: 'Look Up Vehicle' });
    expect(button.compareDocumentPosition(failure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBe(failure);
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.type(textbox('License plate'), 'ABC1234');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('C-13 issue 26 on a tab without Look Up Vehicle (acme opens on year/make/model) the failure shows above the tabs', () => {
    renderLookup(acme, { at: '/pricing/vehicle-lookup?error=true' });
    const failure = screen.getByText('There was an error looking up your vehicle. Please try again.');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure.compareDocumentPosition(screen.getAllByRole('tab')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('vehicleLookup widget: year/make/model', () => {
  it('C-16 the year list runs from next year back 100 years (the app clock, not the wall clock)', async () => {
    setAppClock('2031-07-01T12:00:00Z');
    try {
      renderLookup({ available_vehicle_entry_tabs: ['year'] });
      const options = within(field('Year')).getAllByRole('option').slice(1);
      expect(options).toHaveLength(100);
      expect(options[0]).toHaveTextContent('2032');
      expect(options[99]).toHaveTextContent('1933');
    } finally {
      setAppClock(undefined);
    }
  });

  it('C-23 C-24 year, make and model are required', async () => {
    const user = userEvent.setup();
    const { send } = renderLookup({ available_vehicle_entry_tabs: ['year'] });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Year')).toHaveAccessibleDescription('Required');
    expect(field('Make')).toHaveAccessibleDescription('Required');
    expect(field('Model')).toHaveAccessibleDescription('Required');
    expect(send).not.toHaveBeenCalled();
  });

  it('C-18 C-19 C-20 C-21 C-22 C-27 loads makes, auto-selects a single model, trims and engines optional; a visitor’s vehicle stays in the booking', async () => {
    const user = userEvent.setup();
    const { send, booking } = renderLookup({ available_vehicle_entry_tabs: ['year'] });
    await user.selectOptions(field('Year'), '2015');
    await waitFor(() => expect(field('Make')).toBeEnabled());
    await user.selectOptions(field('Make'), 'Smart');
    await waitFor(() => expect(field('Model')).toHaveDisplayValue('Fortwo'));
    await waitFor(() => expect(within(field('Trim (optional)')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not sure / none', 'Base', 'Sport', 'Limited']));
    await waitFor(() => expect(within(field('Engine (optional)')).getByRole('option', { name: '1.0L L3' })).toBeInTheDocument());
    expect(within(field('Color')).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual([
      'Black', 'Blue', 'Brown', 'Gold', 'Gray', 'Green', 'Orange', 'Purple', 'Red', 'Silver', 'White', 'Yellow', 'Other',
    ]);
    await user.selectOptions(field('Color'), 'Red');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'vehicleSaved', vehicleId: null }, expect.objectContaining({ input_method_type: 'year', make: 'Smart', model: 'Fortwo', year: 2015 }));
    expect(booking().vehicle).toMatchObject({ id: null, type: 'automobile', year: 2015, make: 'Smart', model: 'Fortwo', color: 'Red', trim: null, engine: null });
  });

  it('C-25 a failed make fetch is reported and the dropdowns stay usable, with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API}/vehicles/makes/:year`, () => HttpResponse.json({ Status: 'error', Message: 'down' }, { status: 502 }), { once: true }));
    const reported = vi.fn();
    const stop = onApiError(reported);
    renderLookup({ available_vehicle_entry_tabs: ['year'] });
    await user.selectOptions(field('Year'), '2020');
    const message = await screen.findByText('We could not load the vehicle list. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ status: 502, path: '/vehicles/makes/2020' }));
    stop();
    expect(field('Year')).toBeEnabled();
    expect(field('Make')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(field('Make')).getByRole('option', { name: 'Toyota' })).toBeInTheDocument());
    expect(screen.queryByText('We could not load the vehicle list. Please try again.')).not.toBeInTheDocument();
  });

  it('C-25 issue 15: a make fetch that never answers ends with the request timeout (injected: short) and reaches the same Try again', async () => {
    const user = userEvent.setup();
    setRequestTimeout(300);
    try {
      server.use(http.get(`${API}/vehicles/makes/:year`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }, { once: true }));
      const reported = vi.fn();
      const stop = onApiError(reported);
      renderLookup({ available_vehicle_entry_tabs: ['year'] });
      await user.selectOptions(field('Year'), '2020');
      expect(await screen.findByText('We could not load the vehicle list. Please try again.', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(reported).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout', path: '/vehicles/makes/2020' }));
      stop();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(field('Make')).getByRole('option', { name: 'Toyota' })).toBeInTheDocument());
    } finally {
      setRequestTimeout(DEFAULT_REQUEST_TIMEOUT_MS);
    }
  });

  it('C-47 C-49 a signed-in customer’s vehicle is saved with POST /vehicle and selected', async () => {
    const user = userEvent.setup();
    setToken('demo-customer-token');
    let body: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/vehicle')) body = (await request.clone().json()) as Record<string, unknown>;
    });
    const { send, booking } = renderLookup({ available_vehicle_entry_tabs: ['year'] }, { values: { session: signedIn } });
    await user.selectOptions(field('Year'), '2020');
    await waitFor(() => expect(within(field('Make')).getByRole('option', { name: 'Honda' })).toBeInTheDocument());
    await user.selectOptions(field('Make'), 'Honda');
    await waitFor(() => expect(within(field('Model')).getByRole('option', { name: 'Civic' })).toBeInTheDocument());
    await user.selectOptions(field('Model'), 'Civic');
    await user.selectOptions(field('Color'), 'Blue');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'vehicleSaved', vehicleId: expect.any(Number) }, expect.anything()));
    server.events.removeAllListeners();
    expect(body).toMatchObject({ customer_id: 1001, year: 2020, make: 'Honda', model: 'Civic', color: 'Blue', input_method_type: 'year', vehicleType: 'automobile' });
    expect(booking().vehicle).toMatchObject({ make: 'Honda', model: 'Civic', color: 'Blue' });
    expect(booking().vehicle?.id).toEqual(expect.any(Number));
  });

  it('C-48 a failed save alerts "Critical Error: {server text}" and stays', async () => {
    const user = userEvent.setup();
    setToken('demo-customer-token');
    server.use(http.post(`${API}/vehicle`, () => HttpResponse.json({ Status: 'error', Message: 'Vehicle could not be saved.' }, { status: 400 })));
    const { send } = renderLookup({ available_vehicle_entry_tabs: ['year'] }, { values: { session: signedIn } });
    await user.selectOptions(field('Year'), '2015');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), await screen.findByRole('option', { name: 'Smart' }));
    await waitFor(() => expect(field('Model')).toHaveDisplayValue('Fortwo'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const toast = await screen.findByText('Critical Error: Vehicle could not be saved.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('C-15 C-17 C-26 the search dialog: combobox results by keyboard, then year (1990–next year) and the short color list fill the form', async () => {
    const user = userEvent.setup();
    const { booking } = renderLookup({ available_vehicle_entry_tabs: ['year'] });
    await user.click(screen.getByRole('button', { name: 'Search for your vehicle' }));
    const dialog = screen.getByRole('dialog', { name: 'Search for your vehicle' });
    const box = within(dialog).getByRole('combobox', { name: 'Year, make or model' });
    await user.type(box, 'toyota camry');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'), { timeout: 3000 });
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Toyota Camry');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year).getAllByRole('option').slice(1).map((o) => Number(o.textContent));
    expect(years[0]).toBe(new Date().getFullYear() + 1);
    expect(years[years.length - 1]).toBe(1990);
    const colors = within(within(dialog).getByRole('combobox', { name: 'Color' })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(colors).toEqual(['Black', 'Blue', 'Gray', 'Red', 'Silver', 'White', 'Other']);
    await user.selectOptions(year, '2018');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Color' }), 'Gray');
    await user.click(within(dialog).getByRole('button', { name: 'Use This Vehicle' }));
    expect(field('Year')).toHaveValue('2018');
    await waitFor(() => expect(field('Make')).toHaveDisplayValue('Toyota'));
    await waitFor(() => expect(field('Model')).toHaveDisplayValue('Camry'));
    expect(field('Color')).toHaveValue('Gray');
    // C-44: the make the search filled is the booking's candidate once the year's makes name it.
    await waitFor(() => expect(booking().vehicleCandidate).toEqual({ make: 'Toyota' }));
  });
});

describe('vehicleLookup widget: other vehicle types', () => {
  it('C-10 C-29 C-30 C-31 C-46 an RV needs a make, Other needs the make typed; saved as an rv', async () => {
    const user = userEvent.setup();
    const { send, booking } = renderLookup({ available_vehicle_entry_tabs: ['rv'] });
    await waitFor(() => expect(within(field('RV make')).getByRole('option', { name: 'Winnebago' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('RV make')).toHaveAccessibleDescription('Required');
    await user.selectOptions(field('RV make'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(textbox('Other make')).toHaveAccessibleDescription('Required');
    expect(send).not.toHaveBeenCalled();
    await user.type(textbox('Other make'), 'Jayco');
    await user.type(textbox('Model (optional)'), 'Eagle');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'vehicleSaved', vehicleId: null }, expect.objectContaining({ vehicleType: 'rv', input_method_type: 'rv', make: 'Other', other_make: 'Jayco' }));
    expect(booking().vehicle).toMatchObject({ type: 'rv', make: 'Jayco', model: 'Eagle', displayName: 'Jayco Eagle' });
  });

  it('C-29 a make’s models come from the list', async () => {
    const user = userEvent.setup();
    renderLookup({ available_vehicle_entry_tabs: ['motorcycle'] });
    await waitFor(() => expect(within(field('Motorcycle make')).getByRole('option', { name: 'Yamaha' })).toBeInTheDocument());
    await user.selectOptions(field('Motorcycle make'), 'Yamaha');
    expect(within(field('Model')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a model', 'MT-07', 'YZF-R1']);
  });
});

describe('vehicleLookup widget: heavy duty and offered makes', () => {
  it('C-35 C-36 C-37 the heavy-duty fields and fixed lists', () => {
    renderLookup({ available_vehicle_entry_tabs: ['heavy'] });
    expect(within(field('Make')).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual([...HEAVY_DUTY_MAKES]);
    expect(within(field('Fuel type')).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(['Diesel', 'Gas', 'Natural Gas', 'Other', "I Don't Know"]);
    expect(HEAVY_DUTY_FUEL_TYPE_LIST).toEqual(['Diesel', 'Gas', 'Natural Gas', 'Other', "I Don't Know"]);
    for (const name of ['Engine make', 'Fuel type']) expect(field(name)).toBeInTheDocument();
    for (const name of ['Engine serial number', 'VIN (optional)']) expect(textbox(name)).toBeInTheDocument();
  });

  it('C-38 C-39 C-40 C-41 C-42 heavy-duty rules: make required, VIN 17 letters or digits when given, each Other needs its text', async () => {
    const user = userEvent.setup();
    const { send, booking } = renderLookup({ available_vehicle_entry_tabs: ['heavy'] });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Make')).toHaveAccessibleDescription('Required');
    await user.selectOptions(field('Make'), 'Other');
    await user.selectOptions(field('Engine make'), 'Other');
    await user.selectOptions(field('Fuel type'), 'Other');
    await user.type(textbox('VIN (optional)'), '1XKAD49X0CJ12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(textbox('Other make')).toHaveAccessibleDescription('Required');
    expect(textbox('Other engine make')).toHaveAccessibleDescription('Required');
    expect(textbox('Other fuel type')).toHaveAccessibleDescription('Required');
    expect(textbox('VIN (optional)')).toHaveAccessibleDescription('A VIN has exactly 17 letters or digits');
    expect(send).not.toHaveBeenCalled();
    await user.type(textbox('Other make'), 'Autocar');
    await user.type(textbox('Other engine make'), 'Deutz');
    await user.type(textbox('Other fuel type'), 'Biodiesel');
    await user.type(textbox('VIN (optional)'), '7');
    await user.type(textbox('Engine serial number'), 'ab#12');
    expect(textbox('Engine serial number')).toHaveValue('AB12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith(
      { type: 'vehicleSaved', vehicleId: null },
      expect.objectContaining({
        input_method_type: 'heavy', vehicleType: 'automobile', make: 'Other', other_make: 'Autocar', heavy_duty_engine_make: 'Other',
        heavy_duty_other_engine_make: 'Deutz', heavy_duty_engine_serial_number: 'AB12', vin: '1XKAD49X0CJ123457', fuel_type: 'Other', other_fuel_type: 'Biodiesel',
      }),
    );
    expect(booking().vehicle).toMatchObject({ type: 'automobile', make: 'Autocar' });
  });

  it('C-44 C-45 a make the provider does not offer is the booking’s candidate: the flow’s C-45 blocker shows the call-us notice and refuses vehicleSaved', async () => {
    const user = userEvent.setup();
    const { send, booking, refusal } = renderLookup(hidden);
    expect(refusal('vehicleSaved')).toBeNull();
    await user.selectOptions(field('Make'), 'Mack');
    expect(booking().vehicleCandidate).toEqual({ make: 'Mack' });
    const notice = screen.getByText('We do not offer mobile service for Mack. Please call us at (555) 040-0400 for in-house scheduling.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/We do not offer mobile service for Mack/);
    // The press goes to the step, which refuses it by C-45 (the preview traces it); nothing is saved.
    await user.click(button);
    expect(send).toHaveBeenCalledWith({ type: 'vehicleSaved', vehicleId: null });
    expect(refusal('vehicleSaved')).toBe('C-45');
    expect(booking().vehicle).toBeNull();
    await user.selectOptions(field('Make'), 'Kenworth');
    expect(refusal('vehicleSaved')).toBeNull();
    expect(screen.queryByText(/We do not offer mobile service/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });

  it('C-44 C-45 a typed Other make is checked too, and the candidate goes when the tab changes', async () => {
    const user = userEvent.setup();
    const { booking, refusal } = renderLookup(hidden);
    await user.selectOptions(field('Make'), 'Other');
    await user.type(textbox('Other make'), 'Volvo');
    expect(booking().vehicleCandidate).toEqual({ make: 'Volvo' });
    expect(screen.getByText(/We do not offer mobile service for Volvo/)).toBeInTheDocument();
    expect(refusal('vehicleSaved')).toBe('C-45');
    await user.click(screen.getByRole('tab', { name: 'VIN' }));
    expect(booking().vehicleCandidate).toBeNull();
    expect(refusal('vehicleSaved')).toBeNull();
  });

  it('C-44 C-45 the blocker also holds for year/make/model makes', async () => {
    const user = userEvent.setup();
    const { refusal } = renderLookup(hidden);
    await user.click(screen.getByRole('tab', { name: 'Year/Make/Model' }));
    await user.selectOptions(field('Year'), '2020');
    await waitFor(() => expect(within(field('Make')).getByRole('option', { name: 'Toyota' })).toBeInTheDocument());
    await user.selectOptions(field('Make'), 'Toyota');
    expect(screen.getByText(/We do not offer mobile service for Toyota/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    expect(refusal('vehicleSaved')).toBe('C-45');
    // A new year clears the make, and with it the candidate.
    await user.selectOptions(field('Year'), '2019');
    expect(refusal('vehicleSaved')).toBeNull();
  });

  it('C-45 a provider listing no makes offers every make: the blocker never holds', async () => {
    const user = userEvent.setup();
    const { booking, refusal } = renderLookup({ available_vehicle_entry_tabs: ['heavy'] });
    await user.selectOptions(field('Make'), 'Mack');
    expect(booking().vehicleCandidate).toEqual({ make: 'Mack' });
    expect(refusal('vehicleSaved')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });

  it('C-45 a candidate left from an earlier visit goes when the screen opens; a saved vehicle clears it', async () => {
    const user = userEvent.setup();
    const { booking, send } = renderLookup({ ...hidden, available_vehicle_entry_tabs: ['heavy'] }, { booking: { vehicleCandidate: { make: 'Honda' } } });
    await waitFor(() => expect(booking().vehicleCandidate).toBeNull());
    expect(screen.queryByText(/We do not offer mobile service/)).not.toBeInTheDocument();
    await user.selectOptions(field('Make'), 'Kenworth');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'vehicleSaved', vehicleId: null }, expect.objectContaining({ make: 'Kenworth' }));
    expect(booking().vehicleCandidate).toBeNull();
    expect(booking().vehicle).toMatchObject({ make: 'Kenworth' });
  });
});
