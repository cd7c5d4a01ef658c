// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/handlers/context';
import ApproveServices from '../../src/widgets/approve-services/approve-services';
import { server } from '../api/harness';
import { renderLinkPage, useLinkPageTest } from './link-page-harness';

/** Tuesday 10 March 2026, 10:00 in New York: work 5002 (Acme HQ, vehicle 3002) has two pending upsells. */
const seen = useLinkPageTest('2026-03-10T10:00:00-04:00');

const open = () => renderLinkPage(ApproveServices, { stepId: 'approve-services', customerId: '1001', swId: '5002' });
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const choose = (name: RegExp, choice: 'Approve' | 'Not Today') => userEvent.click(within(group(name)).getByRole('radio', { name: choice }));
const previews = () => seen().filter((r) => r.method === 'POST' && r.path === '/api/scheduled-work/cost-preview');
const subtotal = () => document.querySelector('.approval-form__subtotal');
const bodies = async () => Promise.all(previews().map(async (r) => JSON.parse(await r.body) as Record<string, unknown>));

/** The back end's answer: a figure no local sum of the page's prices gives, so the page can only show it by asking. */
function answerSubtotal(dollarsFor: (count: number) => number) {
  server.use(
    http.post(api('/scheduled-work/cost-preview'), async ({ request }) => {
      const body = (await request.json()) as { services_data: unknown[] };
      return HttpResponse.json({ Status: 'success', Message: '', Data: { subtotal_dollars: dollarsFor(body.services_data.length) } });
    }),
  );
}

describe('approveServices: the subtotal of the approved services (M-48, OPEN-33)', () => {
  it("M-48 shows the cost preview's subtotal of the services approved so far, asked again at each choice", async () => {
    answerSubtotal((n) => (n === 1 ? 111.11 : 222.22));
    open();
    await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    expect(subtotal()).toHaveTextContent(/^$/); // nothing approved: no figure, no call
    expect(previews()).toHaveLength(0);

    await choose(/Battery/, 'Approve');
    await waitFor(() => expect(subtotal()).toHaveTextContent('Subtotal of the services you approve: $111.11'));
    await choose(/Wiper/, 'Approve');
    await waitFor(() => expect(subtotal()).toHaveTextContent('Subtotal of the services you approve: $222.22'));
    const [one, two] = await bodies();
    expect(one).toMatchObject({ services_data: [{ service_offering_id: 204, quantity: 1 }], client_location_id: 1, vehicle_id: 3002 });
    expect(two!.services_data).toEqual([{ service_offering_id: 204, quantity: 1 }, { service_offering_id: 301, quantity: 1 }]);

    await choose(/Battery/, 'Not Today');
    await waitFor(() => expect(subtotal()).toHaveTextContent('Subtotal of the services you approve: $111.11'));
    await choose(/Wiper/, 'Not Today');
    await waitFor(() => expect(subtotal()).toHaveTextContent(/^$/));
    expect(subtotal()).toHaveAttribute('role', 'status'); // the new figure is announced
  });

  it('M-48 with the mock back end the figure is the price the page lists for the approved service', async () => {
    open();
    const battery = await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    const listed = /\$\d[\d,]*\.\d\d/.exec(battery.textContent ?? '')![0];
    await choose(/Battery/, 'Approve');
    await waitFor(() => expect(subtotal()).toHaveTextContent(`Subtotal of the services you approve: ${listed}`));
  });

  it('M-48 says so while the preview is asked, and when it fails the choices can still be submitted', async () => {
    server.use(http.post(api('/scheduled-work/cost-preview'), async () => {
      await delay(300);
      return HttpResponse.json({ Status: 'error', Message: 'boom' }, { status: 500 });
    }));
    open();
    await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    await choose(/Battery/, 'Approve');
    expect(subtotal()).toHaveTextContent('Calculating the subtotal of the services you approve…');
    await waitFor(() =>
      expect(subtotal()).toHaveTextContent('The subtotal of the services you approve could not be calculated right now. You can still submit your choices.'),
    );
    await choose(/Wiper/, 'Not Today');
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(await screen.findByText('Your services have been approved! Your updated receipt is below.')).toBeInTheDocument();
  });
});
