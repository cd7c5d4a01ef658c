// @vitest-environment jsdom
/**
 * /garage (K-61, C-60, C-61) against the mock back end, signed in as the demo customer: the Camry (3001)
 * has an upcoming service (5001, scheduled); the Outback (3004) has only a finished one.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../src/api/client';
import Garage from '../../src/widgets/garage/garage';
import { world } from '../../mocks/world';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { flowText } from '../domain/support/flow-text';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const C60 = 'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.';

function renderGarage() {
  setToken(DEMO_CUSTOMER_TOKEN);
  return renderFlowWidget(Garage, {
    text: textFrom(stepTexts('garage', { requireStep: true }), { step: 'garage' }),
    values: { session: { signedIn: true, guest: false } },
    at: '/garage',
    stableDispatch: true,
  });
}

describe('garage', () => {
  const answer = (status: number) => () => HttpResponse.json({ Message: 'Slow down' }, { status });
  it.each([
    { what: 'a rate-limited appointments load (429) says "try again in a moment" (issue 29)', info: 429, vehicles: 200, key: 'rate-limited' },
    { what: 'a rate-limited vehicles list (429) says "try again in a moment" (issue 29)', info: 200, vehicles: 429, key: 'rate-limited' },
    { what: 'a rate limit on either call says "try again in a moment" when the other failed otherwise (issue 29)', info: 429, vehicles: 500, key: 'rate-limited' },
    { what: 'a failed vehicles list says the list could not load', info: 200, vehicles: 500, key: 'garage-load-failed' },
  ])('K-61 $what, with Try again', async ({ info, vehicles, key }) => {
    if (info !== 200) server.use(http.get('*/api/customer-info', answer(info)));
    if (vehicles !== 200) server.use(http.get('*/api/vehicle', answer(vehicles)));
    renderGarage();
    expect(await screen.findByText(flowText(key))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('K-61 lists the saved vehicles that are not deleted', async () => {
    renderGarage();
    const list = await screen.findByRole('list');
    await within(list).findByText('Blue 2019 Toyota Camry');
    expect(within(list).getByText('Green 2019 Subaru Outback')).toBeInTheDocument();
  });

  it('C-60 a vehicle with an upcoming service cannot be deleted: the message, no call', async () => {
    const puts = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts(request.url);
    });
    renderGarage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blue 2019 Toyota Camry' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(C60);
    expect(within(dialog).queryByRole('button', { name: 'Delete Vehicle' })).not.toBeInTheDocument();
    expect(puts).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('C-61 deleting after the confirmation sets is_deleted and the vehicle leaves the list', async () => {
    renderGarage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Green 2019 Subaru Outback' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete Green 2019 Subaru Outback?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Vehicle' }));
    await waitFor(() => expect(screen.queryByText('Green 2019 Subaru Outback')).not.toBeInTheDocument());
    expect(world().vehicles.find((v) => v.vehicle_id === 3004)?.is_deleted).toBe(true);
  });
});
