// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import type { ScheduledWork } from '../../src/api/scheduled-works';
import ApproveServices, { APPROVAL_TOAST_MS } from '../../src/widgets/approve-services/approve-services';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { healthCheckPendingFact } from '../../src/domain/validate-approval';
import { server, useMockServer } from '../api/harness';
import { flowDecides } from './support/flow-decides';
import { renderLinkPage, requestLog } from './link-page-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 10:00 in New York: work 5002 is checked in today with two pending upsells. */
useFixedClock('2026-03-10T10:00:00-04:00');

let seen: ReturnType<typeof requestLog>;
beforeEach(() => {
  seen = requestLog(server);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const MISSING = 'Please select "Approve" or "Not Today" for each of our additional suggested services.';
const open = (customerId = '1001', swId = '5002', extra: { provider?: string; config?: Record<string, unknown> } = {}) =>
  renderLinkPage(ApproveServices, { stepId: 'approve-services', customerId, swId, ...extra });
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
/** The approval calls (M-47); the subtotal's cost previews (M-48) are counted in approve-services-subtotal.test.tsx. */
const posts = () => seen.filter((r) => r.method === 'POST' && r.path.startsWith('/api/booking/approve-services/'));

/** The work the mock answers for 5002, changed by `change`. */
async function overrideWork(change: (w: ScheduledWork) => ScheduledWork) {
  const res = await fetch('http://localhost/api/scheduled-work/5002/1001', { headers: { 'Pro-Name': 'demo' } });
  const work = change((await res.json()) as ScheduledWork);
  server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json(work)));
  return work;
}

describe('approveServices: the link (L-01, L-02)', () => {
  it("L-01 another customer's link (1002 for work 5002) sends mismatch and shows no services", async () => {
    const { send } = open('1002', '5002');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
  });

  it('L-01 needs no sign-in: the work is loaded by the link ids alone (M-32)', async () => {
    open();
    await screen.findByRole('radiogroup', { name: /Battery Replacement/ });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/scheduled-work/5002/1001']);
  });

  it('L-02 an answer for another work shows "Invalid URL" and sends nothing', async () => {
    await overrideWork((w) => ({ ...w, scheduled_work_id: 5001, id: 5001 }));
    const { send } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(send).not.toHaveBeenCalled();
  });

  it('L-02 ids that are not numbers show "Invalid URL" without a call', () => {
    open('1001', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid URL');
    expect(seen).toHaveLength(0);
  });

  it("L-02 an unknown work shows the server's words (404 \"Invalid URL\")", async () => {
    open('1001', '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid URL/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a network failure says so with Try again, which loads the work', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.error(), { once: true }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: /Battery Replacement/ })).toBeInTheDocument();
  });
});

describe('approveServices: the choices (L-16..L-18, L-23)', () => {
  it('L-16 lists the pending services, each a radio group named by the service with Approve and Not Today', async () => {
    open();
    const battery = await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    const wipers = group(/^Wiper Blades$/);
    for (const g of [battery, wipers]) {
      expect(within(g).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Approve', 'Not Today']);
    }
    expect(battery).toHaveAccessibleDescription(/\$\d+\.\d\d.*Battery tested at 38% health\./);
    // L-23: the package is not an upsell awaiting an answer.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
  });

  it('L-17/L-18 (OPEN-47) Approve is the first, suggested answer, but nothing is chosen until the customer chooses', async () => {
    open();
    await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(within(group(/Battery/)).getAllByRole('radio')[0]).toHaveAccessibleName('Approve');
  });

  it('L-18 refuses submit until each service has a choice, with the exact message, and moves focus to the first unanswered', async () => {
    open();
    await screen.findByRole('radiogroup', { name: 'Battery Replacement' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING);
    expect(screen.getByRole('alert').textContent).toBe(MISSING);
    expect(within(group(/Battery/)).getByRole('radio', { name: 'Approve' })).toHaveFocus();
    expect(group(/Battery/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(group(/Battery/)).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING);
    expect(group(/Battery/)).not.toHaveAttribute('aria-invalid');
    expect(group(/Wiper/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });
});

describe('approveServices: submit (L-20..L-22)', () => {
  it('L-20 sends POST /booking/approve-services/{sw_id}/{customer_id} with one {id, upsell_status} per service, "Not Today" as rejected', async () => {
    open();
    await userEvent.click(within(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const post = posts()[0]!;
    expect(post.path).toBe('/api/booking/approve-services/5002/1001');
    const body = JSON.parse(await post.body) as { upsell_responses: { id: number; upsell_status: string }[] };
    expect(body.upsell_responses.map((r) => r.upsell_status).sort()).toEqual(['approved', 'rejected']);
    expect(body.upsell_responses.every((r) => Number.isInteger(r.id))).toBe(true);
  });

  it('L-21 shows the success toast for 10 seconds, fetches the work again and shows the updated receipt below', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    const receiptBefore = await screen.findByRole('region', { name: 'Your Receipt' });
    expect(within(receiptBefore).getAllByText('Awaiting your approval · not charged')).toHaveLength(2);
    await userEvent.click(within(group(/Battery/)).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));

    const toast = await screen.findByText('Your services have been approved! Your updated receipt is below.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('There are no services awaiting your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2);
    const receipt = screen.getByRole('region', { name: 'Your Receipt' });
    expect(screen.getByRole('heading', { name: 'Your Receipt' })).toHaveFocus();
    const services = within(receipt).getByRole('region', { name: 'Services' });
    const [charged] = within(services).getAllByRole('list');
    expect(within(charged!).getByText('Battery Replacement')).toBeInTheDocument();
    expect(within(services).getByText(/Declined \(Not Today\)/)).toBeInTheDocument();

    vi.advanceTimersByTime(APPROVAL_TOAST_MS - 1_000);
    expect(screen.getByText('Your services have been approved! Your updated receipt is below.')).toBeInTheDocument();
    vi.advanceTimersByTime(1_500);
    await waitFor(() => expect(screen.queryByText('Your services have been approved! Your updated receipt is below.')).toBeNull());
  });

  it('L-21 when nothing was approved the toast reads "Your updated receipt is below."', async () => {
    open();
    await userEvent.click(within(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).getByRole('radio', { name: 'Not Today' }));
    await userEvent.click(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(await screen.findByText('Your updated receipt is below.')).toBeInTheDocument();
    expect(screen.queryByText(/Your services have been approved!/)).toBeNull();
  });

  it("L-22 a failure shows the alert with the provider's phone and keeps the choices", async () => {
    server.use(http.post(api('/booking/approve-services/:swId/:customerId'), () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    open();
    await userEvent.click(within(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an internal error. Please contact customer support if this persists: (555) 010-0100',
    );
    expect(within(group(/Battery/)).getByRole('radio', { name: 'Approve' })).toBeChecked();
    expect(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' })).toBeChecked();
  });
  it('L-22 M-48 a rate limit (429) says "try again in a moment", for the subtotal and for the submit (issue 29)', async () => {
    const limited = () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 });
    server.use(http.post(api('/booking/approve-services/:swId/:customerId'), limited), http.post(api('/scheduled-work/cost-preview'), limited));
    open();
    await userEvent.click(within(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(group(/Wiper/)).getByRole('radio', { name: 'Not Today' }));
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit My Choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('internal error');
  });
});

describe('approveServices: the service report (L-19)', () => {
  it('L-19 the flow decides the wait: part healthCheckWait shown for acme (is_using_service_report), hidden for demo', () => {
    expect(flowDecides('approve-services', 'approveServices', providerFixtures.acme as Record<string, unknown>).parts).toEqual({ healthCheckWait: true });
    expect(flowDecides('approve-services', 'approveServices', providerFixtures.demo as Record<string, unknown>).parts).toEqual({ healthCheckWait: false });
    expect(flowDecides('approve-services', 'approveServices', {}).parts).toEqual({ healthCheckWait: false });
  });

  it('L-19 the record\'s side is a named fact: pending while the work is not finished and hc_is_complete is not true', () => {
    expect(healthCheckPendingFact({ status: 'scheduled', hc_is_complete: false })).toEqual({
      name: 'healthCheckPending',
      value: true,
      because: 'status is "scheduled", hc_is_complete is false',
    });
    expect(healthCheckPendingFact({ status: 'scheduled', hc_is_complete: true }).value).toBe(false);
    expect(healthCheckPendingFact({ status: 'FINISHED', hc_is_complete: false })).toMatchObject({ value: false, because: 'status is "FINISHED": the work is finished' });
  });

  it('L-19 part healthCheckWait shown (acme, is_using_service_report) and the work not finished: the page is blocked until hc_is_complete, with the report link', async () => {
    await overrideWork((w) => ({ ...w, hc_is_complete: false }));
    open('1001', '5002', { provider: 'acme' });
    expect(await screen.findByText(/still inspecting your vehicle/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit My Choices' })).toBeNull();
    expect(screen.getByRole('link', { name: /View Service Report/ })).toHaveAttribute('href', 'https://reports.example/health-check/5002');

    // The health check completes: Check Again shows the choices.
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).toBeInTheDocument();
  });

  it('L-19 is not blocked once the health check is complete', async () => {
    open('1001', '5002', { provider: 'acme' });
    expect(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).toBeInTheDocument();
  });

  it('L-19 a finished work is not blocked even before hc_is_complete', async () => {
    await overrideWork((w) => ({ ...w, hc_is_complete: false, status: 'FINISHED' }));
    open('1001', '5002', { provider: 'acme' });
    expect(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).toBeInTheDocument();
  });

  it('L-19 part healthCheckWait hidden (demo, no service report): the health check does not block', async () => {
    await overrideWork((w) => ({ ...w, hc_is_complete: false }));
    open();
    expect(await screen.findByRole('radiogroup', { name: 'Battery Replacement' })).toBeInTheDocument();
  });
});

describe('approveServices: other states', () => {
  it('L-16 a work with nothing pending says so and shows its receipt', async () => {
    open('1001', '5004');
    expect(await screen.findByText('There are no services awaiting your approval.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Receipt' })).toBeInTheDocument();
  });

  it('a cancelled work offers nothing to approve', async () => {
    await overrideWork((w) => ({ ...w, status: 'cancelled' }));
    open();
    expect(await screen.findByText('This appointment was cancelled, so there are no services to approve.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
