// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import VehicleVerify from '../../src/widgets/vehicle-verify/vehicle-verify';
import { oilTypesText, tireSizesText, REVEAL_DELAY_MS } from '../../src/widgets/vehicle-verify/verify-summary';
import { verifyTexts } from '../../src/widgets/vehicle-verify/verify-texts';
import demo from '../../mocks/fixtures/providers/demo.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { server, useMockServer } from '../api/harness';
import { stepTexts, textFrom } from './support/step-texts';
import { renderVehicleWidget, signedIn, type HarnessOptions } from './vehicle-harness';

useMockServer();
// Network through MSW and several renders per test: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const API = 'http://localhost/api';

function renderVerify(plateState: string, plateNumber: string, opts: HarnessOptions = {}) {
  return renderVehicleWidget(VehicleVerify, { config: demo, ...opts, values: { params: { plateState, plateNumber }, ...opts.values } });
}
/** The four items' words, as the verify step's messages give them. */
const itemTexts = verifyTexts(textFrom(stepTexts('verify-vehicle-info'))).items;
/** The C-56 blocker's message (the verify step's own). */
const REVEALING = stepTexts('verify-vehicle-info')['verify-revealing']!;
const items = () => within(screen.getByRole('list', { name: 'Vehicle information' })).queryAllByRole('listitem');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Fakes only the reveal's interval, so the network (MSW, react-query) keeps real time. */
function fakeRevealTimers() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}
function revealAll() {
  for (let i = 0; i < 4; i += 1) act(() => vi.advanceTimersByTime(REVEAL_DELAY_MS));
}

describe('verify summaries (C-53, C-54)', () => {
  it('C-53 oil types are counted when more than 3', () => {
    expect(oilTypesText(['a', 'b', 'c'], itemTexts)).toBe('a, b, c');
    expect(oilTypesText(['a', 'b', 'c', 'd'], itemTexts)).toBe('4 oil types');
    expect(oilTypesText([], itemTexts)).toBe('None needed');
  });
  it('C-54 standard tire sizes are counted when more than 2', () => {
    expect(tireSizesText(['P1', 'P2'], itemTexts)).toBe('P1, P2');
    expect(tireSizesText(['P1', 'P2', 'P3'], itemTexts)).toBe('3 tire sizes');
    expect(tireSizesText([], itemTexts)).toBe('Not on file');
  });
});

describe('vehicleVerify widget', () => {
  it('C-51 C-55 C-56 looks the plate up again when the booking has nothing (deep link), reveals four items 500 ms apart; the flow’s C-56 blocker refuses Continue until the last', async () => {
    fakeRevealTimers();
    const { send, booking, refusal } = renderVerify('VA', 'ABC1234');
    expect(screen.getByRole('status')).toHaveTextContent('Looking up your vehicle…');
    expect(await screen.findByRole('heading', { name: '2019 Toyota Camry' })).toBeInTheDocument();
    expect(booking().vehicle).toMatchObject({ make: 'Toyota', model: 'Camry', plate: 'ABC1234', plateState: 'VA', color: 'Blue' });
    expect(booking().vehicleInfoRevealed).toBe(false);
    expect(items()).toHaveLength(0);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(continueButton()).toHaveAccessibleDescription(REVEALING);
    // The press goes to the step, which refuses it by C-56 (and the preview traces it).
    await userEvent.click(continueButton());
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(refusal('continue')).toBe('C-56');
    for (let n = 1; n <= 4; n += 1) {
      act(() => vi.advanceTimersByTime(REVEAL_DELAY_MS - 1));
      expect(items()).toHaveLength(n - 1);
      act(() => vi.advanceTimersByTime(1));
      expect(items()).toHaveLength(n);
      if (n < 4) expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
      if (n < 4) expect(refusal('continue')).toBe('C-56');
    }
    expect(booking().vehicleInfoRevealed).toBe(true);
    expect(refusal('continue')).toBeNull();
    expect(items().map((li) => li.textContent)).toEqual([
      'Service records12 service records',
      'Recalls1 recall',
      'Oil types4 oil types',
      'Standard tire sizesP215/55R17, P235/45R18',
    ]);
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
    expect(await screen.findByText('19V-123: Fuel pump may fail, causing the engine to stall.')).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('C-52 C-54 C-58 a VIN lookup: recall list from GET /carfax/recalls/{vin}; a plate with three tire sizes is counted', async () => {
    fakeRevealTimers();
    renderVerify('VIN', '1HGCM82633A004352');
    expect(await screen.findByRole('heading', { name: '2003 Honda Accord' })).toBeInTheDocument();
    revealAll();
    expect(items()[1]).toHaveTextContent('4 recalls');
    expect(await screen.findByText('15V-370: Driver air bag inflator may rupture.')).toBeInTheDocument();
    cleanup();
    renderVerify('TX', 'XYZ789');
    expect(await screen.findByRole('heading', { name: '2018 Ford F-150' })).toBeInTheDocument();
    revealAll();
    expect(items()[2]).toHaveTextContent('0W-20 Full Synthetic, 5W-30 Synthetic Blend');
    expect(items()[3]).toHaveTextContent('3 tire sizes');
  });

  it('C-59 a failed recall fetch is reported and the flow continues', async () => {
    fakeRevealTimers();
    server.use(http.get(`${API}/carfax/recalls/:vin`, () => HttpResponse.json({ Status: 'error', Message: 'down' }, { status: 502 })));
    const { send } = renderVerify('VA', 'ABC1234');
    await screen.findByRole('heading', { name: '2019 Toyota Camry' });
    revealAll();
    expect(await screen.findByText('Recall details are not available right now.')).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('C-14 a deep link whose lookup fails sends lookupFailed', async () => {
    const { send } = renderVerify('VA', 'FAIL123');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'lookupFailed', plateState: 'VA', plateNumber: 'FAIL123' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('C-57 a signed-in customer’s saved vehicle (same plate) changes color with POST /vehicle/{id}', async () => {
    setToken('demo-customer-token');
    const posted: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && /\/api\/vehicle\/\d+$/.test(request.url)) posted.push([request.url, await request.clone().json()]);
    });
    const { booking } = renderVerify('VA', 'ABC1234', { values: { session: signedIn } });
    await screen.findByRole('heading', { name: '2019 Toyota Camry' });
    await waitFor(() => expect(booking().vehicle?.id).toBe(3001));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle color' }), 'Red');
    expect(await screen.findByText('Color saved.')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(posted).toEqual([[`${API}/vehicle/3001`, { color: 'Red' }]]);
    expect(booking().vehicle?.color).toBe('Red');
  });

  it('C-47 C-49 a signed-in customer’s new looked-up vehicle is saved on Continue (with the chosen color)', async () => {
    fakeRevealTimers();
    setToken('demo-customer-token');
    const { send, booking } = renderVerify('VA', 'EV2022', { values: { session: signedIn } });
    await screen.findByRole('heading', { name: '2022 Tesla Model 3' });
    revealAll();
    expect(items()[2]).toHaveTextContent('None needed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle color' }), 'Red');
    await userEvent.click(continueButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'continue' }));
    expect(booking().vehicle).toMatchObject({ make: 'Tesla', color: 'Red' });
    expect(booking().vehicle?.id).toEqual(expect.any(Number));
  });

  it('C-44 C-45 a looked-up make the provider does not offer is the booking’s candidate: the flow’s C-45-verify blocker shows the call-us notice and refuses Continue', async () => {
    fakeRevealTimers();
    const { send, booking, refusal } = renderVerify('VIN', '1HGCM82633A004352', { config: hidden });
    await screen.findByRole('heading', { name: '2003 Honda Accord' });
    expect(booking().vehicleCandidate).toEqual({ make: 'Honda' });
    const NOTICE = 'We do not offer mobile service for Honda. Please call us at (555) 040-0400 for in-house scheduling.';
    // Said at once, during the reveal too (it comes before C-56 in the flow).
    expect(continueButton()).toHaveAccessibleDescription(NOTICE);
    revealAll();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(continueButton());
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(refusal('continue')).toBe('C-45-verify');
  });

  it('C-45 a looked-up make the provider offers (demo lists none) never holds Continue after the reveal', async () => {
    fakeRevealTimers();
    const { booking, refusal } = renderVerify('VIN', '1HGCM82633A004352');
    await screen.findByRole('heading', { name: '2003 Honda Accord' });
    expect(booking().vehicleCandidate).toEqual({ make: 'Honda' });
    revealAll();
    expect(refusal('continue')).toBeNull();
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
  });

  it('shows a flow blocker’s message under Continue', async () => {
    fakeRevealTimers();
    renderVerify('VA', 'ABC1234', { values: { continueBlocked: true, blockerMessage: 'Blocked for a reason' } });
    await screen.findByRole('heading', { name: '2019 Toyota Camry' });
    revealAll();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(continueButton()).toHaveAccessibleDescription('Blocked for a reason');
  });
});
