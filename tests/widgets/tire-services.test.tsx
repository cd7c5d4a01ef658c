// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import TireServices from '../../src/widgets/tire-services/tire-services';
import { server, useMockServer } from '../api/harness';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { camry, demoConfig, newTiresOffering, renderTireWidget, type TireHarnessOptions } from './tires/tire-harness';

useMockServer();
afterEach(cleanup);

const home = {
  placeMode: 'home' as const,
  homeAddress: { id: null, address_line_1: '12 Elm Street', city: 'Springfield', state: 'VA', postal_code: '22150', one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150' },
};
const open = (extra: Partial<TireHarnessOptions> = {}) =>
  renderTireWidget(TireServices, { step: 'tires', booking: { vehicle: camry, ...home }, ...extra });

const card = (name: RegExp | string) => screen.getByRole('listitem', { name });

function withNewTiresOffering() {
  server.use(
    http.get('http://localhost/api/client-location/:id/priced-service-offerings', () =>
      HttpResponse.json({
        service_offerings: [
          newTiresOffering,
          { service_offering_id: 501, long_name: 'Tire Installation', display_name: 'Tire Installation (per tire)', schedule_types: ['tires'], display_order: 50, per_tire: true, total_cost_dollars: 35, parts_cost_dollars: 5, tax_type: 'bundled', bookable: true },
        ],
      }),
    ),
  );
}

describe('tireServices widget (/pricing/tires)', () => {
  it('D-35 shows the tire service cards of the mobile price list, Total before tax, Continue and Back To vehicle', async () => {
    const { send } = open();
    expect(await screen.findByRole('heading', { name: 'Tire Installation (per tire)' })).toBeInTheDocument();
    for (const name of ['Tire Disposal (per tire)', 'Flat Tire Repair', 'Wheel Alignment', 'Rotation & Balance', 'Tire Rotation']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    // Mobile labor rate $120/h: Flat Tire Repair = $10 parts + 0.5 h.
    expect(within(card('Flat Tire Repair')).getByText('$70.00')).toBeInTheDocument();
    expect(within(card('Tire Installation (per tire)')).getByText('per tire')).toBeInTheDocument();
    expect(screen.getByTestId('total-before-tax')).toHaveTextContent('Total before tax $0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'continue' });
    await userEvent.click(screen.getByRole('button', { name: 'Back To vehicle' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'backToVehicle' });
  });

  it('D-36 H-08 the flow hides the prices part for a provider hiding prices (hidden): no Total before tax line, no prices', async () => {
    const { decided } = open({ config: hidden as Record<string, unknown> });
    expect(decided.parts.prices).toBe(false);
    await screen.findByRole('heading', { name: 'Flat Tire Repair' });
    expect(screen.queryByText('Total before tax')).not.toBeInTheDocument();
    expect(screen.queryByText('$70.00')).not.toBeInTheDocument();
  });

  it('D-36 H-08 the flow shows the prices part for demo (checked in D-35 above) and for a provider without the flag', () => {
    expect(open().decided.parts.prices).toBe(true);
    cleanup();
    expect(open({ config: {} }).decided.parts.prices).toBe(true);
  });

  it('D-35 a press on Continue always goes to the step (the flow refuses it while a blocker holds), but not while busy', async () => {
    const { send } = open({ values: () => ({ continueBlocked: true, blockerMessage: 'Held back' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'continue' });
    cleanup();
    const busy = open({ values: () => ({ busy: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(busy.send).not.toHaveBeenCalled();
  });

  it('D-49 D-50 D-37 Tire Installation asks for 1 to 4 tires (default 4), adds one line with that quantity and goes to the tire size', async () => {
    const user = userEvent.setup();
    const { send, latest } = open();
    await user.click(await screen.findByRole('button', { name: 'Select Tire Installation (per tire)' }));
    const dialog = screen.getByRole('dialog', { name: 'How many tires?' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(within(dialog).getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(latest.booking.tireQuantity).toBe(2);
    expect(latest.booking.cart).toHaveLength(1);
    expect(latest.booking.cart[0]).toMatchObject({ service_offering_id: 501, quantity: 2, kind: 'tire' });
    expect(send).toHaveBeenCalledWith({ type: 'pickTireService', service: 501, kind: 'install' });
  });

  it('D-49 cancelling the tire quantity modal adds nothing', async () => {
    const user = userEvent.setup();
    const { send, latest } = open();
    await user.click(await screen.findByRole('button', { name: 'Select Tire Installation (per tire)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest.booking.cart).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('D-50 D-54 a per-tire service goes in with the tire quantity; picking it again removes it', async () => {
    const user = userEvent.setup();
    const { send, latest } = open({ booking: { vehicle: camry, ...home, tireQuantity: 3 } });
    await user.click(await screen.findByRole('button', { name: 'Select Tire Disposal (per tire)' }));
    expect(latest.booking.cart).toEqual([expect.objectContaining({ service_offering_id: 502, quantity: 3 })]);
    const selected = card('Tire Disposal (per tire)');
    expect(within(selected).getByText('In your cart × 3')).toBeInTheDocument();
    // $4 parts × 3 tires.
    expect(screen.getByTestId('total-before-tax')).toHaveTextContent('$12.00');
    await user.click(within(selected).getByRole('button', { name: 'Remove Tire Disposal (per tire)' }));
    expect(latest.booking.cart).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('D-37 D-41 the new-tires service sets wantsNewTires and goes to the tire size without a quantity modal', async () => {
    withNewTiresOffering();
    const user = userEvent.setup();
    const { send, latest } = open();
    await user.click(await screen.findByRole('button', { name: 'Select Buy New Tires' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(latest.booking.wantsNewTires).toBe(true);
    expect(send).toHaveBeenCalledWith({ type: 'pickTireService', service: 506, kind: 'product' });
  });

  it('D-48 the tire shop link opens the provider tire shop in a new tab and lists the tire services', async () => {
    open();
    await screen.findByRole('heading', { name: 'Flat Tire Repair' });
    const shop = screen.getByRole('region', { name: 'Shop for tires online' });
    const link = within(shop).getByRole('link', { name: 'Visit our tire shop (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://tires.example/shop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(shop).getByText('Wheel Alignment')).toBeInTheDocument();
  });

  it('D-48 an unsafe tire shop URL is not linked', async () => {
    open({ config: { ...demoConfig, tire_shop_url: 'javascript:alert(1)' } });
    await screen.findByRole('heading', { name: 'Flat Tire Repair' });
    expect(screen.queryByRole('region', { name: 'Shop for tires online' })).not.toBeInTheDocument();
  });

  it('uses the chosen workplace price list and offers a retry when it fails', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost/api/client-location/1/priced-service-offerings', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ Message: 'down' }, { status: 500 }) : HttpResponse.json({ service_offerings: [] });
      }),
    );
    renderTireWidget(TireServices, { step: 'tires', booking: { vehicle: camry, placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme HQ' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the tire services. Please try again.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No tire services are offered here yet. Please call us at (555) 010-0100.')).toBeInTheDocument());
    expect(calls).toBe(2);
  });
});
