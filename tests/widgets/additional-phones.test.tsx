// @vitest-environment jsdom
/**
 * The additional contact phone numbers editor of /settings (K-54..K-60) against the mock back end,
 * signed in as the demo customer: appointment 5001 (a 2019 Toyota Camry, upcoming) holds
 * ['5555550111', false].
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import AdditionalPhones from '../../src/widgets/additional-phones/additional-phones';
import { world } from '../../mocks/world';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const texts = stepTexts('settings', { requireStep: true });

function renderPhones() {
  setToken(DEMO_CUSTOMER_TOKEN);
  return renderFlowWidget(AdditionalPhones, {
    text: textFrom(texts, { step: 'settings' }),
    values: { session: { signedIn: true, guest: false } },
    at: '/settings',
    stableDispatch: true,
  });
}

const camry = () => screen.findByRole('region', { name: /Toyota Camry/ });
const storedNumbers = () => world().works.find((w) => w.scheduled_work_id === 5001)?.additional_phone_numbers;

describe('additionalPhones', () => {
  it('K-54 K-56 lists each upcoming appointment’s numbers masked, an empty entry for false', async () => {
    renderPhones();
    const editor = await camry();
    expect(within(editor).getByLabelText('Additional phone number 1')).toHaveValue('(555) 555-0111');
    expect(within(editor).getByLabelText('Additional phone number 2')).toHaveValue('');
    // Past, suggested and cancelled appointments have no editor.
    expect(screen.getAllByRole('region').length).toBeGreaterThan(1);
  });

  it('K-54 masks (999) 999-9999 while typing: digits only, at most 10', async () => {
    renderPhones();
    const input = within(await camry()).getByLabelText('Additional phone number 2');
    await userEvent.type(input, '70-3x55512345');
    expect(input).toHaveValue('(703) 555-1234');
  });

  it('K-55 a non-empty number that is not 10 digits shows "Invalid phone length" and blocks save', async () => {
    const puts = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts(request.url);
    });
    renderPhones();
    const editor = await camry();
    await userEvent.type(within(editor).getByLabelText('Additional phone number 2'), '70355');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Phone Numbers' }));
    expect(within(editor).getByText('Invalid phone length')).toBeInTheDocument();
    expect(puts).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('K-56 K-58 K-60 saves with PUT additional_phone_numbers (empty entries as false) and shows the success toast for 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPhones();
    const editor = await camry();
    await user.click(within(editor).getByRole('button', { name: 'Add Phone Number' }));
    await user.type(within(editor).getByLabelText('Additional phone number 3'), '7035551234');
    await user.click(within(editor).getByRole('button', { name: 'Save Phone Numbers' }));
    expect(await screen.findByText('Success! Phone number list updated')).toBeInTheDocument();
    expect(storedNumbers()).toEqual(['5555550111', false, '7035551234']);
    await act(async () => {
      vi.advanceTimersByTime(9_500);
    });
    expect(screen.getByText('Success! Phone number list updated')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Success! Phone number list updated')).not.toBeInTheDocument();
  });

  it('K-59 a rate-limited save (429) says "try again in a moment" (issue 29)', async () => {
    server.use(http.put('http://localhost/api/booking/scheduled-work/:id', () => HttpResponse.json({ Status: 'error', Message: 'Slow down' }, { status: 429 })));
    renderPhones();
    const editor = await camry();
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Phone Numbers' }));
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('K-59 a failed save shows "Could not update phone number list. Please try again" for 5 seconds', async () => {
    server.use(http.put('http://localhost/api/booking/scheduled-work/:id', () => HttpResponse.json({ Status: 'error', Message: 'Nope' }, { status: 500 })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPhones();
    const editor = await camry();
    await user.click(within(editor).getByRole('button', { name: 'Save Phone Numbers' }));
    expect(await screen.findByText('Could not update phone number list. Please try again')).toBeInTheDocument();
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(4_500);
    });
    expect(screen.getByText('Could not update phone number list. Please try again')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Could not update phone number list. Please try again')).not.toBeInTheDocument();
  });
});
