// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import AddressForm from '../../src/widgets/address-form/address-form';
import { checkAddress, draftServiceabilityNote, emptyAddressDraft, enabledPropertyQuestions } from '../../src/widgets/address-shared/address-draft';
import { foundPlaceFromComponents } from '../../src/widgets/address-shared/places/address-from-components';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { fillAddressFields, renderPlaceWidget, stepTexts } from './place-harness';

useMockServer();
afterEach(cleanup);
// Typing through user-event is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 20_000 });

const demo = providerFixtures.demo as unknown as Record<string, unknown>;
const acme = providerFixtures.acme as unknown as Record<string, unknown>;

/** the flow's words when suggestions cannot be loaded. */
const SUGGESTIONS_UNAVAILABLE_TEXT = stepTexts('add-home-address')['address-suggestions-unavailable']!;
const save = () => screen.getByRole('button', { name: 'Save Address' });
const city = () => screen.getByRole('textbox', { name: 'City' });
const stateSelect = () => screen.getByRole('combobox', { name: 'State' });
const postal = () => screen.getByRole('textbox', { name: 'Postal Code' });

function renderForm(config: Record<string, unknown> = demo) {
  setToken(DEMO_CUSTOMER_TOKEN);
  return renderPlaceWidget(AddressForm, { stepId: 'add-home-address', widget: 'addressForm', config, values: { session: { signedIn: true, guest: false } } });
}

const fill = fillAddressFields;


describe('addressForm checks (B-27..B-30, B-40)', () => {
  it('B-30 Save stays disabled until every check passes; B-28 B-29 show the entered code', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '221' });
    expect(await screen.findByRole('alert')).toHaveTextContent("'221' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.");
    expect(postal()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(postal());
    await user.type(postal(), '90210');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we do not yet do at-home services in 90210.');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(postal());
    await user.type(postal(), '22152');
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('B-39 each address form error shown is also logged as an analytics event', async () => {
    const user = userEvent.setup();
    const { track } = renderForm();
    await user.click(save());
    await screen.findByRole('alert');
    expect(track).toHaveBeenCalledWith('address_form_error', { kind: 'required', message: 'Please fill out all required fields (*)' });
  });

  it('B-27 a required field left blank, or Save pressed early, shows "Please fill out all required fields (*)"', async () => {
    const user = userEvent.setup();
    const { send } = renderForm();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields (*)');
    expect(city()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('B-40 a failed service-area fetch shows no error and does not block Save', async () => {
    server.use(http.get('*/api/service-area', () => HttpResponse.json({ Message: 'down' }, { status: 500 })));
    const user = userEvent.setup();
    renderForm();
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '90210' });
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('B-27..B-29 as a pure check: order required, 5 digits, service area; pending while the area loads', () => {
    const texts = { requiredFields: 'R', invalidPostalCode: 'P {code}', postalCodeNotServed: 'S {code}', noExactMatch: 'N', missingStreetNumber: 'M' };
    const d = { ...emptyAddressDraft(), address_line_1: '1 A St', city: 'X', state: 'VA', postal_code: '2215a' };
    const area = [{ postal_code: '22150' }];
    expect(checkAddress({ ...d, city: ' ' }, area, texts)).toMatchObject({ kind: 'required', message: 'R' });
    expect(checkAddress(d, area, texts)).toMatchObject({ kind: 'postal-code', message: 'P 2215a' });
    expect(checkAddress({ ...d, postal_code: '22151' }, area, texts)).toMatchObject({ kind: 'service-area', message: 'S 22151' });
    expect(checkAddress({ ...d, postal_code: '22150' }, undefined, texts)).toMatchObject({ kind: 'pending' });
    expect(checkAddress({ ...d, postal_code: '22150' }, area, texts)).toEqual({ ok: true });
    expect(checkAddress({ ...d, postal_code: '99999' }, null, texts)).toEqual({ ok: true });
  });
});

describe('addressForm fields (B-33..B-37)', () => {
  it('B-33 B-34 states, territories and DC, stored as two-letter codes', () => {
    renderForm();
    const state = stateSelect();
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(57); // "Choose a state" + 50 states + DC + 5 territories
    expect(within(state).getByRole('option', { name: 'District of Columbia (DC)' })).toHaveValue('DC');
    expect(within(state).getByRole('option', { name: 'Puerto Rico (PR)' })).toHaveValue('PR');
  });

  it('B-35 only enabled questions are shown; none for a provider without them', () => {
    renderForm();
    const group = screen.getByRole('group', { name: /About where the vehicle will be/ });
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'I have a driveway or a private parking spot',
      'The vehicle is parked on flat ground',
    ]);
    cleanup();
    renderForm(acme);
    expect(screen.queryByRole('group', { name: /About where the vehicle will be/ })).toBeNull();
  });

  it('B-36 B-37 L-60 the answers and the note (at most 1020 characters) go into serviceability_note; Save sends saved', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/customer/address', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { send } = renderForm();
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await user.click(screen.getByRole('checkbox', { name: 'The vehicle is parked on flat ground' }));
    const note = screen.getByLabelText(/Anything else we should know/);
    expect(note).toHaveAttribute('maxlength', '1020');
    await user.type(note, 'Gate code 1234');
    expect(screen.getByText('14/1020 characters')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'saved', addressId: expect.any(Number) }));
    expect(bodies[0]).toMatchObject({
      address_line_1: '5 Pine Road',
      city: 'Springfield',
      state: 'VA',
      postal_code: '22152',
      is_primary: false,
      is_deleted: false,
      serviceability_note: 'I have a driveway or a private parking spot: UNCONFIRMED\nThe vehicle is parked on flat ground: CONFIRMED\nGate code 1234',
    });
    expect(bodies[0]).not.toHaveProperty('customer_id');
  });

  it('B-37 the note is cut at 1020 characters in the serviceability note', () => {
    const questions = enabledPropertyQuestions(demo);
    const note = draftServiceabilityNote({ ...emptyAddressDraft(), note: 'x'.repeat(1500) }, questions)!;
    expect(note.split('\n').at(-1)).toHaveLength(1020);
    expect(draftServiceabilityNote(emptyAddressDraft(), [])).toBeNull();
  });

  it('L-60 Cancel leaves without saving (the flow goes to the same target as a save)', async () => {
    let posted = false;
    server.use(
      http.post('*/api/customer/address', () => {
        posted = true;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { send } = renderForm();
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(send).toHaveBeenCalledWith({ type: 'cancel' });
    expect(posted).toBe(false);
  });

  it.each([
    { what: 'a rate-limited save (429) says "try again in a moment" (issue 29)', status: 429, text: 'Too many requests right now. Please try again in a moment.' },
    { what: 'a failed save shows the message', status: 500, text: 'Sorry, there was a problem saving your address. Please try again.' },
  ])('L-61 $what and sends nothing', async ({ status, text }) => {
    server.use(http.post('*/api/customer/address', () => HttpResponse.json({ Message: 'boom' }, { status })));
    const user = userEvent.setup();
    const { send } = renderForm();
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('addressForm autocomplete (A-20, B-31, B-32)', () => {
  it('A-20 offline suggestions are labelled as test data and fill the fields (keyboard)', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('Offline address suggestions (test data)')).toBeInTheDocument();
    const line1 = screen.getByRole('combobox', { name: 'Address Line 1' });
    await user.type(line1, '48 Oak');
    expect(await screen.findByRole('option', { name: '48 Oak Avenue, Arlington, VA 22201' })).toBeInTheDocument();
    expect(line1).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(line1).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '48 Oak Avenue, Arlington, VA 22201' }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(line1).toHaveValue('48 Oak Avenue'));
    expect(city()).toHaveValue('Arlington');
    expect(stateSelect()).toHaveValue('VA');
    expect(postal()).toHaveValue('22201');
    expect(line1).toHaveAttribute('aria-expanded', 'false');
  });

  it('A-20 when suggestions cannot be loaded the field says so, and the address can still be typed and saved', async () => {
    server.use(http.get('*/api/places/autocomplete', () => HttpResponse.json({ Message: 'down' }, { status: 503 })));
    const user = userEvent.setup();
    renderForm();
    await fill(user, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    expect(await screen.findByText(SUGGESTIONS_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveAccessibleDescription(expect.stringContaining(SUGGESTIONS_UNAVAILABLE_TEXT));
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('5 Pine Road');
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'));
  });

  it('B-31 a result without a street number, typed text starting with a digit: no exact match, with both addresses', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Address Line 1' }), '123 Elm');
    await user.click(await screen.findByRole('option', { name: 'Elm Street, Springfield, VA 22150' }));
    const notice = await screen.findByText('We were unable to find an exact match for your address');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText('123 Elm')).toBeInTheDocument();
    expect(within(box).getByText('Elm Street, Springfield, VA 22150')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('123 Elm');
  });

  it('B-32 a result without a street number, typed text not starting with a digit: missing street number', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Address Line 1' }), 'Main Street Res');
    await user.click(await screen.findByRole('option', { name: 'Main Street, Reston, VA 20190' }));
    expect(
      await screen.findByText('This address is missing a street number. Please add a street number so that we have your exact address.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Address Line 1' }), 'x');
    expect(screen.queryByText(/missing a street number/)).toBeNull();
  });

  it('A-20 Google is asked only with a maps key (no key: no Google script)', async () => {
    renderForm(demo);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    cleanup();
    renderForm({ ...demo, google_maps_api_key: 'test-key' });
    await waitFor(() => expect(document.querySelector('script[src*="maps.googleapis.com"]')).not.toBeNull());
    expect(screen.queryByText('Offline address suggestions (test data)')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Address Line 1' })).toBeInTheDocument(); // plain field until Google loads
  });

  it('maps components to fields: state as a two-letter code, street-level result flagged', () => {
    const found = foundPlaceFromComponents('p', '9 Rodeo Drive, Beverly Hills, CA 90210, USA', [
      { long_name: '9', short_name: '9', types: ['street_number'] },
      { long_name: 'Rodeo Drive', short_name: 'Rodeo Dr', types: ['route'] },
      { long_name: 'Beverly Hills', short_name: 'Beverly Hills', types: ['locality', 'political'] },
      { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1', 'political'] },
      { long_name: '90210', short_name: '90210', types: ['postal_code'] },
    ]);
    expect(found).toMatchObject({
      formattedAddress: '9 Rodeo Drive, Beverly Hills, CA 90210',
      hasStreetNumber: true,
      fields: { address_line_1: '9 Rodeo Drive', city: 'Beverly Hills', state: 'CA', postal_code: '90210' },
    });
    expect(foundPlaceFromComponents('q', 'Elm Street', [{ long_name: 'Elm Street', short_name: 'Elm St', types: ['route'] }]).hasStreetNumber).toBe(false);
  });

  it('the add-home-address step defines every message the form reads', () => {
    const texts = stepTexts('add-home-address');
    for (const key of ['required-fields', 'invalid-postal-code', 'postal-code-not-served', 'no-exact-match', 'missing-street-number', 'address-save-failed']) {
      expect(texts[key]).toBeTruthy();
    }
  });
});
