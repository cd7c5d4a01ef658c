// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS, setProviderName, setRequestTimeout, setToken } from '../../src/api/client';
import type { Address } from '../../src/api/addresses';
import PlacePicker from '../../src/widgets/place-picker/place-picker';
import { currentMode, offeredModes, savedLocationOf, sortSavedAddresses } from '../../src/widgets/address-shared/place-modes';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { fillAddressFields, renderPlaceWidget, stepTexts } from './place-harness';
import type { BookingState } from '../../src/booking/booking-state';

useMockServer();
afterEach(cleanup);
// Typing through user-event is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 20_000 });

const config = (name: string) => providerFixtures[name] as unknown as Record<string, unknown>;
const visitor = { session: { signedIn: false, guest: false } };
const customer = { session: { signedIn: true, guest: false } };

function renderPicker(provider: string, { signedIn = false, booking = {} as Partial<BookingState> } = {}) {
  setProviderName(provider);
  if (signedIn) setToken(DEMO_CUSTOMER_TOKEN);
  return renderPlaceWidget(PlacePicker, { stepId: 'place', widget: 'placePicker', config: config(provider), booking, values: signedIn ? customer : visitor });
}

const modeButtons = () => within(screen.getByRole('group', { name: 'Where do you want service?' })).getAllByRole('button');

describe('placePicker modes (B-03..B-07)', () => {
  it('B-03 B-04 B-05 B-06 mode buttons follow service_locations', () => {
    renderPicker('demo');
    expect(modeButtons().map((b) => b.textContent)).toEqual(['At Home', 'At Work', 'At The Shop']);
    expect(screen.getByRole('button', { name: 'At Home' })).toHaveAttribute('aria-pressed', 'true');
    cleanup();
    renderPicker('hidden');
    expect(modeButtons().map((b) => b.textContent)).toEqual(['At Home', 'At Work']);
    cleanup();
    renderPicker('acme');
    expect(screen.queryByRole('group', { name: 'Where do you want service?' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toBeInTheDocument();
  });

  it('B-07 B-12 B-13 each mode links to the others; workplace is a dropdown, shops a radio list', async () => {
    const user = userEvent.setup();
    const { booking } = renderPicker('demo');
    await user.click(screen.getByRole('button', { name: 'Switch to At Work' }));
    expect(booking().placeMode).toBe('workplace');
    const select = await screen.findByRole('combobox', { name: 'Choose your workplace' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a workplace',
      'Acme Corp Headquarters',
      'Innovation Park Campus',
    ]);
    await user.selectOptions(select, 'Innovation Park Campus');
    expect(booking()).toMatchObject({ placeMode: 'workplace', clientLocation: { id: 2, name: 'Innovation Park Campus' } });
    expect(screen.getByRole('button', { name: 'Switch to At The Shop' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to At The Shop' }));
    expect(booking()).toMatchObject({ placeMode: 'shop', clientLocation: null }); // a workplace is not a shop
    const shops = screen.getByRole('group', { name: 'Choose a shop' });
    await user.click(within(shops).getByRole('radio', { name: /Demo Auto Shop - Springfield/ }));
    expect(booking()).toMatchObject({ placeMode: 'shop', clientLocation: { id: 3 } });
  });

  it('B-14 a lone location is selected automatically; the shop ids are kept for the singleShopLocation guard', async () => {
    server.use(
      http.get('*/api/client-location', () =>
        HttpResponse.json([{ client_location_id: 3, short_name: 'S', long_name: 'Demo Auto Shop - Springfield', location_type: 'shop', is_active: true }]),
      ),
    );
    const { booking } = renderPicker('diag');
    await waitFor(() => expect(booking()).toMatchObject({ placeMode: 'shop', clientLocation: { id: 3 }, shopLocationIds: [3] }));
    expect(screen.getByRole('radio', { name: /Demo Auto Shop - Springfield/ })).toBeChecked();
  });

  it('B-14 switching to a mode with a lone location selects it in the same press', async () => {
    server.use(
      http.get('*/api/client-location', () =>
        HttpResponse.json([
          { client_location_id: 1, short_name: 'HQ', long_name: 'Acme Corp Headquarters', location_type: 'workplace', is_active: true },
          { client_location_id: 2, short_name: 'IP', long_name: 'Innovation Park Campus', location_type: 'workplace', is_active: true },
          { client_location_id: 3, short_name: 'S', long_name: 'Demo Auto Shop - Springfield', location_type: 'shop', is_active: true },
        ]),
      ),
    );
    const user = userEvent.setup();
    const { booking } = renderPicker('demo');
    await waitFor(() => expect(booking().shopLocationIds).toEqual([3]));
    expect(booking().clientLocation).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch to At The Shop' }));
    expect(booking()).toMatchObject({ placeMode: 'shop', clientLocation: { id: 3 } });
    await user.click(screen.getByRole('button', { name: 'Switch to At Work' }));
    expect(booking()).toMatchObject({ placeMode: 'workplace', clientLocation: null }); // two workplaces: the customer chooses
  });

  it('keeps the shop ids of the provider (demo: two shops)', async () => {
    const { booking } = renderPicker('demo');
    await waitFor(() => expect(booking().shopLocationIds).toEqual([4, 3]));
  });

  it('pure helpers: offered modes in order, the current mode, saved order primary first then name (B-09, A-45)', () => {
    expect(offeredModes({ shop: true, home: true, workplace: false })).toEqual(['home', 'shop']);
    expect(offeredModes({})).toEqual([]);
    expect(currentMode('none', ['workplace', 'shop'])).toBe('workplace');
    expect(currentMode('shop', ['home', 'shop'])).toBe('shop');
    expect(currentMode('shop', ['home'])).toBe('home');
    const a = (id: number, name: string, primary = false) => ({ customer_address_id: id, display_name: name, is_primary: primary }) as Address;
    expect(sortSavedAddresses([a(1, 'Zed'), a(2, 'Beach'), a(3, 'Moms', true)]).map((x) => x.customer_address_id)).toEqual([3, 2, 1]);
    const hq = { client_location_id: 1, short_name: 'HQ', long_name: 'HQ', location_type: 'workplace' as const, is_active: true };
    expect(savedLocationOf(1, [hq], ['home', 'workplace'])).toMatchObject({ client_location_id: 1 });
    expect(savedLocationOf(1, [hq], ['home'])).toBeNull();
    expect(savedLocationOf(null, [hq], ['workplace'])).toBeNull();
  });
});

describe('placePicker home mode, visitor (B-08, B-15, B-19)', () => {
  it('B-15 a valid typed address becomes the booking\'s unsaved home address; an invalid one removes it', async () => {
    const user = userEvent.setup();
    const { booking } = renderPicker('acme');
    await fillAddressFields(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await waitFor(() =>
      expect(booking()).toMatchObject({
        placeMode: 'home',
        homeAddress: { id: null, address_line_1: '5 Pine Road', city: 'Springfield', state: 'VA', postal_code: '22152', one_line_human_readable_address: '5 Pine Road, Springfield, VA 22152' },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), '9');
    await waitFor(() => expect(booking().homeAddress).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent("'221529' is not a valid US Postal Code.");
  });

  it('B-15 a reload keeps the typed address', () => {
    renderPicker('acme', {
      booking: {
        placeMode: 'home',
        homeAddress: { id: null, address_line_1: '5 Pine Road', city: 'Springfield', state: 'VA', postal_code: '22152', one_line_human_readable_address: '' },
      },
    });
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('5 Pine Road');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('22152');
  });

  const typed90210 = { id: null, address_line_1: '7 Birch Lane', city: 'Beverly Hills', state: 'CA', postal_code: '90210', one_line_human_readable_address: '7 Birch Lane, Beverly Hills, CA 90210' };

  it('B-29 B-40 an address let through while the service area failed is taken out of the booking once the service area answers: B-29 shows, the fields keep it', async () => {
    const { booking } = renderPicker('acme', { booking: { placeMode: 'home', homeAddress: typed90210 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we do not yet do at-home services in 90210.');
    await waitFor(() => expect(booking().homeAddress).toBeNull()); // Continue holds back: "Please choose a location"
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('7 Birch Lane');
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('90210');
  });

  it('B-40 a service area that does not answer shows "Checking…" and ends with the request timeout (injected: short); then no error and the address is the place', async () => {
    setRequestTimeout(1_500);
    try {
      server.use(http.get('*/api/service-area', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }));
      const address = { ...typed90210, postal_code: '22152', city: 'Springfield', state: 'VA', one_line_human_readable_address: '' };
      const { booking } = renderPicker('acme', { booking: { placeMode: 'home', homeAddress: address } });
      fireEvent.change(screen.getByRole('textbox', { name: /Anything else we should know/ }), { target: { value: 'Gate code 12' } });
      expect(screen.getByRole('status')).toHaveTextContent('Checking that we serve postal code 22152…');
      await waitFor(() => expect(booking().homeAddress).toBeNull()); // while checking, Continue holds back
      await waitFor(() => expect(booking().homeAddress).toMatchObject({ postal_code: '22152' }), { timeout: 10_000 });
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      setRequestTimeout(DEFAULT_REQUEST_TIMEOUT_MS);
    }
  });

  it('B-19 "Booked service before?" sends bookedBefore (visitors only)', async () => {
    const user = userEvent.setup();
    const { send } = renderPicker('demo');
    await user.click(screen.getByRole('button', { name: 'Booked service before?' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookedBefore' });
  });
});

describe('placePicker home mode, signed in (B-09..B-11, B-20..B-26, B-41)', () => {
  it('B-09 B-10 saved addresses primary first, then the workplace card; B-19 no sign-in link', async () => {
    renderPicker('demo', { signedIn: true });
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    const cards = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(cards[0]).toMatch(/^HomePrimary12 Elm Street/);
    expect(cards[1]).toMatch(/^Mom's House48 Oak Avenue/);
    expect(cards[2]).toMatch(/^Acme Corp HeadquartersAt Work/);
    expect(screen.queryByRole('button', { name: 'Booked service before?' })).toBeNull();
  });

  it('B-20..B-25 a card sets the place and sends pickSavedPlace (the flow routes)', async () => {
    const user = userEvent.setup();
    const { send, booking } = renderPicker('demo', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Mom's House/ }));
    expect(booking()).toMatchObject({ placeMode: 'home', homeAddress: { id: 4002, postal_code: '22201', time_zone: 'America/New_York' } });
    expect(send).toHaveBeenCalledWith({ type: 'pickSavedPlace' });
    await user.click(screen.getByRole('button', { name: /Acme Corp Headquarters/ }));
    expect(booking()).toMatchObject({ placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('B-10 no workplace card when the provider does not offer workplaces (acme)', async () => {
    renderPicker('acme', { signedIn: true });
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(screen.queryByText('Acme Corp Headquarters')).toBeNull();
  });

  it('B-11 B-26 "Add a Home Address" opens the form; Save creates the address and makes it the place', async () => {
    const user = userEvent.setup();
    const { booking, send } = renderPicker('demo', { signedIn: true });
    const add = screen.getByRole('button', { name: 'Add a Home Address' });
    await screen.findByRole('button', { name: /Mom's House/ });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const save = screen.getByRole('button', { name: 'Save Address' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await fillAddressFields(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await user.click(save);
    await waitFor(() => expect(booking()).toMatchObject({ placeMode: 'home', homeAddress: { id: expect.any(Number), address_line_1: '5 Pine Road' } }));
    expect(booking().homeAddress!.id).not.toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Service address: 5 Pine Road, Springfield, VA 22152');
    expect(await screen.findByRole('button', { name: /5 Pine Road/ })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('B-41 a failed creation shows the dialog; OK sends addressCreateFailed', async () => {
    server.use(http.post('*/api/customer/address', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    const { send } = renderPicker('acme', { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Add a Home Address' }));
    await fillAddressFields(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Address' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sorry, there was a problem creating your address. Please add a new address.' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(send).toHaveBeenCalledWith({ type: 'addressCreateFailed' });
  });

  it('the catalogue entry lists the events sent and the place step defines every message read', () => {
    expect(widgetCatalog.placePicker.events).toEqual(['pickSavedPlace', 'bookedBefore', 'addressCreateFailed']);
    const texts = stepTexts('place');
    for (const key of widgetCatalog.placePicker.messages) expect(texts[key]).toBeTruthy();
  });
});

describe('placePicker after signing in with a typed address', () => {
  it('B-26 an unsaved address typed before signing in opens in the form and is no longer the place until saved', async () => {
    const { booking } = renderPicker('demo', {
      signedIn: true,
      booking: {
        placeMode: 'home',
        homeAddress: { id: null, address_line_1: '5 Pine Road', city: 'Springfield', state: 'VA', postal_code: '22152', one_line_human_readable_address: '' },
      },
    });
    expect(screen.getByRole('button', { name: 'Add a Home Address' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('5 Pine Road');
    await waitFor(() => expect(booking().homeAddress).toBeNull());
  });
});
