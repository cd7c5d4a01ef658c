// @vitest-environment jsdom
/**
 * /settings (K-40..K-53): the accountSettings widget against the mock back end, signed in as the demo
 * customer (the primary contact), with the step's texts from flows/booking.flow.json.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import AccountSettings from '../../src/widgets/account-settings/account-settings';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { applyScenario } from '../../mocks/scenario';
import { world } from '../../mocks/world';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const signedIn = { signedIn: true, guest: false } as const;
const texts = stepTexts('settings', { requireStep: true });

/**
 * Renders the widget with the options the flow gives the demo provider (`manageUsers` when allows_subusers);
 * `subusers` turns allows_subusers on (in the flow's configuration and as a scenario, which reseeds the world), then
 * `seed` changes the world.
 */
function renderSettings({ subusers = false, seed }: { subusers?: boolean; seed?: () => void } = {}) {
  if (subusers) applyScenario({ config: { allows_subusers: true } });
  seed?.();
  setToken(DEMO_CUSTOMER_TOKEN);
  const { options } = flowDecides('settings', 'accountSettings', { ...providerFixtures.demo, allows_subusers: subusers }, { session: signedIn });
  return renderFlowWidget(AccountSettings, { text: textFrom(texts, { step: 'settings' }), options, values: { session: signedIn }, at: '/settings', stableDispatch: true });
}

/** Adds an additional user to the demo customer in the mock world. */
function seedSubuser(id = 8201) {
  world().subusers.push({ id, customer_id: DEMO_CUSTOMER_ID, first_name: 'Sam', last_name: 'Second', username: 'sam@example.com', phone: null, is_deleted: false });
}

const modal = () => screen.getByRole('dialog');
const openOwnDetails = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Your Details' }));
  return modal();
};

describe('accountSettings: own details and the users list', () => {
  it('K-40 K-45 a rate limit (429) says "try again in a moment" for the account and for the users list (issue 29)', async () => {
    server.use(http.get('*/api/customer/:id/subusers', () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 })));
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    cleanup();
    server.use(http.get('*/api/customer-info', () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 })));
    renderSettings();
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('K-41 K-45 shows the primary contact’s name, e-mail and masked phone and lists the account’s users', async () => {
    seedSubuser();
    renderSettings();
    const details = await screen.findByRole('region', { name: 'Your Details' });
    expect(details).toHaveTextContent('Dana Demo');
    expect(details).toHaveTextContent('demo@example.com');
    expect(details).toHaveTextContent('(555) 555-0101');
    const users = screen.getByRole('region', { name: 'Users' });
    await within(users).findByText('Sam Second');
    expect(within(users).getByText(/Primary contact/)).toBeInTheDocument();
    // K-42: without allows_subusers nobody is added or edited but oneself.
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sam Second' })).not.toBeInTheDocument();
  });

  it('K-46 K-47 K-48 the user modal shows "Required", "Invalid email address" and "Invalid phone length" and saves nothing', async () => {
    const posted = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted(request.url);
    });
    renderSettings();
    const dialog = await openOwnDetails();
    const first = within(dialog).getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Email/));
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.tab();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '555123');
    await userEvent.tab();
    expect(within(dialog).getByText('Invalid phone length')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.tab();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(posted).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('K-49 the phone is masked (999) 999-9999 while typing', async () => {
    renderSettings();
    const phone = within(await openOwnDetails()).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '703a555b1234');
    expect(phone).toHaveValue('(703) 555-1234');
  });

  it('K-50 Save is enabled only when something changed', async () => {
    renderSettings();
    const dialog = await openOwnDetails();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const last = within(dialog).getByLabelText(/^Last name/);
    await userEvent.type(last, 's');
    expect(save).toBeEnabled();
    await userEvent.type(last, '{Backspace}');
    expect(save).toBeDisabled();
    // The phone is compared by its digits: the same number typed again is no change.
    const phone = within(dialog).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '5555550101');
    expect(save).toBeDisabled();
  });

  it('K-41 K-52 saving own details posts the customer and shows "Customer/user updated successfully"', async () => {
    renderSettings();
    const dialog = await openOwnDetails();
    await userEvent.clear(within(dialog).getByLabelText(/^First name/));
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Danielle');
    const phone = within(dialog).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '7035551234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer/user updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = world().customers.find((c) => c.customer_id === DEMO_CUSTOMER_ID)!;
    expect(stored).toMatchObject({ first_name: 'Danielle', phone: '7035551234' });
    expect(await screen.findByRole('region', { name: 'Your Details' })).toHaveTextContent('Danielle Demo');
  });

  it('K-53 a failed update shows the server’s message in the modal', async () => {
    server.use(http.post('http://localhost/api/customer/:id', () => HttpResponse.json({ Status: 'error', Message: 'That e-mail is not allowed.' }, { status: 400 })));
    renderSettings();
    const dialog = await openOwnDetails();
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That e-mail is not allowed.');
    expect(screen.queryByText('Customer/user updated successfully')).not.toBeInTheDocument();
  });
});

describe('accountSettings with allows_subusers (manageUsers)', () => {
  it('K-42 K-44 K-52 adds a user with name and e-mail only and shows "User created successfully"', async () => {
    renderSettings({ subusers: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = modal();
    expect(within(dialog).queryByLabelText(/^Phone/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Pat');
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Partner');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'pat@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Pat Partner')).toBeInTheDocument();
    expect(world().subusers.some((s) => s.customer_id === DEMO_CUSTOMER_ID && s.username === 'pat@example.com')).toBe(true);
  });

  it('K-42 K-52 edits an additional user and shows "Customer/user updated successfully"', async () => {
    renderSettings({ subusers: true, seed: seedSubuser });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Second' }));
    const dialog = modal();
    await userEvent.clear(within(dialog).getByLabelText(/^Email/));
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'sam.second@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer/user updated successfully')).toBeInTheDocument();
    expect(world().subusers.find((s) => s.id === 8201)?.username).toBe('sam.second@example.com');
  });

  it('K-42 K-52 removes an additional user and shows "User removed successfully"', async () => {
    renderSettings({ subusers: true, seed: seedSubuser });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Second' }));
    await userEvent.click(within(modal()).getByRole('button', { name: 'Remove User' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove User' }));
    expect(await screen.findByText('User removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sam Second')).not.toBeInTheDocument());
    expect(world().subusers.find((s) => s.id === 8201)?.is_deleted).toBe(true);
  });

  it('K-66 Remove User asks for confirmation first: nothing is deleted until confirmed; Keep User keeps the user', async () => {
    const posted = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted(request.url);
    });
    renderSettings({ subusers: true, seed: seedSubuser });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Second' }));
    await userEvent.click(within(modal()).getByRole('button', { name: 'Remove User' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this user?' });
    expect(confirm).toHaveAccessibleDescription('Sam Second will no longer be a user of this account.');
    expect(posted).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep User' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted).not.toHaveBeenCalled();
    expect(world().subusers.find((s) => s.id === 8201)?.is_deleted).toBeFalsy();
    await userEvent.click(within(modal()).getByRole('button', { name: 'Remove User' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove User' }));
    expect(await screen.findByText('User removed successfully')).toBeInTheDocument();
    expect(posted).toHaveBeenCalledOnce();
    expect(world().subusers.find((s) => s.id === 8201)?.is_deleted).toBe(true);
    server.events.removeAllListeners();
  });

  it('K-51 removing the primary contact is refused with "Must switch primary account owner before removing."', async () => {
    const posted = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted(request.url);
    });
    renderSettings({ subusers: true });
    const dialog = await openOwnDetails();
    expect(within(dialog).queryByRole('button', { name: 'Make Primary Contact' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Must switch primary account owner before removing.');
    expect(posted).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('K-43 hands the primary contact to an additional user', async () => {
    renderSettings({ subusers: true, seed: seedSubuser });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Second' }));
    await userEvent.click(within(modal()).getByRole('button', { name: 'Make Primary Contact' }));
    expect(await screen.findByText('Customer/user updated successfully')).toBeInTheDocument();
    expect(world().customers.find((c) => c.customer_id === DEMO_CUSTOMER_ID)).toMatchObject({ first_name: 'Sam', email: 'sam@example.com' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your Details' })).toHaveTextContent('Sam Second'));
  });
});
