// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceOffering } from '../../src/api/entities';
import DetailingPicker from '../../src/widgets/detailing-picker/detailing-picker';
import { detailingAddons, detailingCards } from '../../src/widgets/shared/detailing-offerings';
import acme from '../../mocks/fixtures/providers/acme.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import skipper from '../../mocks/fixtures/providers/skipper.json';
import { useMockServer } from '../api/harness';
import { atHome, camry, renderServiceStep, type StepHarnessOptions } from './services/service-harness';

useMockServer();
afterEach(cleanup);

const note = 'Need mechanical service too? Mechanical services must be booked separately after you finish booking your detailing service.';
/** The detailing step's detailingPicker, as the flow decides it for `config`. */
const renderPicker = (config: Record<string, unknown>, rest: Omit<StepHarnessOptions, 'step' | 'widget' | 'config'> = {}) =>
  renderServiceStep(DetailingPicker, { step: 'detailing', widget: 'detailingPicker', config, ...rest });
const o = (id: number, extra: Partial<ServiceOffering> = {}): ServiceOffering => ({
  service_offering_id: id,
  long_name: `Detail ${id}`,
  schedule_types: ['detailing'],
  display_category: 'standard',
  ...extra,
});

describe('detailing offerings (pure)', () => {
  it('D-20 cards: detailing offerings that are not add-ons, sorted by display_order, de-duplicated', () => {
    const list = [
      o(3, { display_order: 3 }),
      o(1, { display_order: 1 }),
      o(9, { display_order: 0, display_category: 'addon' }),
      o(1, { display_order: 1 }),
      o(5, { display_order: 2, schedule_types: ['mechanical'] }),
      o(2, { display_order: 2 }),
    ];
    expect(detailingCards(list).map((x) => x.service_offering_id)).toEqual([1, 2, 3]);
    expect(detailingAddons(list).map((x) => x.service_offering_id)).toEqual([9]);
  });
});

describe('detailingPicker widget (mock back end)', () => {
  it('D-20 D-21 lists the detailing cards in display order; choosing one makes it the only service and sends pickDetailing', async () => {
    const user = userEvent.setup();
    const booking = {
      ...atHome,
      vehicle: camry,
      cart: [{ service_offering_id: 201, long_name: 'Oil', kind: 'standard' as const, quantity: 1, display_category: 'standard' as const }],
    };
    const { send, latest } = renderPicker(acme, { booking });
    const list = await screen.findByRole('list', { name: 'Detailing services' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Interior Detail',
      'Exterior Wash & Wax',
      'Full Detail',
      'Scratch & Paint Touch-Up',
    ]);
    await user.click(screen.getByRole('button', { name: 'Choose Full Detail' }));
    expect(latest.booking.cart.map((l) => [l.service_offering_id, l.kind, l.quantity])).toEqual([[603, 'detailing', 1]]);
    expect(send).toHaveBeenCalledWith({ type: 'pickDetailing', service_offering_id: 603 });
  });

  it('D-22 the flow shows the mechanicalNote part while vehicle skipping is off (acme): the note shows where mechanical is offered', async () => {
    const { decided } = renderPicker(acme, { booking: { ...atHome, vehicle: camry } });
    expect(decided.parts.mechanicalNote).toBe(true);
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('D-22 the flow hides the mechanicalNote part when the provider skips the vehicle step (skipper)', async () => {
    const { decided } = renderPicker(skipper, { booking: { ...atHome, vehicle: camry } });
    expect(decided.parts.mechanicalNote).toBe(false);
    await screen.findByRole('list', { name: 'Detailing services' });
    expect(screen.queryByText(note)).toBeNull();
  });

  it('H-08 the flow shows the prices part for acme (prices on the cards) and hides it for hidden (no price)', async () => {
    expect(renderPicker(acme, { booking: { ...atHome, vehicle: camry } }).decided.parts.prices).toBe(true);
    const cards = await screen.findByRole('list', { name: 'Detailing services' });
    expect(cards).toHaveTextContent(/\$\d/);
    cleanup();
    expect(renderPicker(hidden, { booking: { ...atHome, vehicle: camry } }).decided.parts.prices).toBe(false);
    await screen.findByRole('list', { name: 'Detailing services' });
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });
});
