// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceOffering } from '../../src/api/entities';
import { bookingFacts } from '../../src/booking/booking-facts';
import DetailingOptions from '../../src/widgets/detailing-options/detailing-options';
import { DEFAULT_NEED_TO_KNOW, dirtLabel } from '../../src/widgets/detailing-options/detailing-texts';
import { offeringToCartLine } from '../../src/widgets/shared/offering-to-cart-line';
import { useMockServer } from '../api/harness';
import { atHome, camry, renderService } from './services/service-harness';

useMockServer();
afterEach(cleanup);

const texts = {
  'dirt-question': 'How dirty is your vehicle?',
  'need-to-know': 'What you need to know',
  'detailing-notes-guidance': 'Tell us anything the detailer should know.',
};
const line = (o: Partial<ServiceOffering> & { service_offering_id: number; long_name: string }) =>
  ({ ...offeringToCartLine({ schedule_types: ['detailing'], display_category: 'standard', ...o }), quantity: 1 });
const fullDetail = line({ service_offering_id: 603, long_name: 'Full Detail' });
const scratch = line({ service_offering_id: 604, long_name: 'Scratch and Paint Touch-Up', tags: ['scratch', 'paint'] });

describe('detailing cart lines', () => {
  it('D-30 a Scratch/Paint service line carries detailing_category, others none', () => {
    expect(scratch.detailing_category).toBe('scratch');
    expect(line({ service_offering_id: 9, long_name: 'Paint Correction' }).detailing_category).toBe('paint');
    expect(fullDetail.detailing_category).toBeNull();
    expect(fullDetail.kind).toBe('detailing');
  });

  it('D-26 dirt levels', () => {
    expect([0, 1, 2, 3, 4].map(dirtLabel)).toEqual(['Very Clean', 'Clean', 'Somewhat Dirty', 'Dirty', 'Very Dirty']);
  });
});

describe('detailingOptions widget (mock back end)', () => {
  const config = { is_detailing_dirty_question_enabled: true, detailing_need_to_know: ['Please remove personal items.', 'Water within 50 feet.'] };

  it('D-23 shows Service Details with the bullets and blurb of the chosen service', async () => {
    renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config } });
    const details = await screen.findByRole('region', { name: 'Service Details' });
    expect(await within(details).findByText('Full Detail')).toBeInTheDocument();
    expect(within(details).getByText('Engine bay wipe-down')).toBeInTheDocument();
    expect(within(details).getByText('Inside and out.')).toBeInTheDocument();
  });

  it('D-24 shows add-ons as switches with their price or FREE and toggles them in the cart', async () => {
    const user = userEvent.setup();
    const { latest } = renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config } });
    const headlight = await screen.findByRole('switch', { name: /Headlight Check/ });
    expect(headlight).toHaveTextContent('FREE');
    expect(headlight).toHaveAttribute('aria-checked', 'false');
    const petHair = screen.getByRole('switch', { name: /Pet Hair Removal/ });
    expect(petHair).toHaveTextContent('$60.00');
    await user.click(petHair);
    expect(petHair).toHaveAttribute('aria-checked', 'true');
    expect(latest.booking.cart.map((l) => l.service_offering_id)).toEqual([603, 611]);
    await user.click(petHair);
    expect(latest.booking.cart.map((l) => l.service_offering_id)).toEqual([603]);
  });

  it('D-25 D-26 shows the dirt slider (0–4, default Somewhat Dirty) when enabled and keeps the answer', async () => {
    const { latest } = renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config } });
    const slider = await screen.findByRole('slider', { name: 'How dirty is your vehicle?' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Somewhat Dirty');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '4');
    // jsdom does not move range inputs with keys (Playwright covers the keyboard); set the value as the browser would.
    fireEvent.change(slider, { target: { value: '4' } });
    expect(latest.booking.dirtLevel).toBe(4);
    expect(slider).toHaveAttribute('aria-valuetext', 'Very Dirty');
  });

  it('D-25 hides the dirt slider when is_detailing_dirty_question_enabled is off', async () => {
    renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config: {} } });
    await screen.findByRole('region', { name: 'Service Details' });
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('D-27 D-28 Notes with guidance, limited to 1020 characters', async () => {
    const user = userEvent.setup();
    const { latest } = renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config } });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAccessibleDescription(/Tell us anything the detailer should know\./);
    expect(notes).toHaveAttribute('maxLength', '1020');
    await user.click(notes);
    await user.paste('x'.repeat(1100));
    expect(latest.booking.detailingNote).toHaveLength(1020);
  });

  it('D-29 lists the provider’s "What you need to know" items, else the default list', async () => {
    renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config } });
    const know = await screen.findByRole('region', { name: 'What you need to know' });
    expect(within(know).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Please remove personal items.', 'Water within 50 feet.']);
    cleanup();
    renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [fullDetail] }, values: { config: {} } });
    const fallback = await screen.findByRole('region', { name: 'What you need to know' });
    expect(within(fallback).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...DEFAULT_NEED_TO_KNOW]);
  });

  it('D-30 with a Scratch/Paint service the note is required: the facts block Continue until a note is typed', async () => {
    const user = userEvent.setup();
    const { latest } = renderService(DetailingOptions, { texts, booking: { ...atHome, vehicle: camry, cart: [scratch] }, values: { config } });
    const notes = await screen.findByRole('textbox', { name: 'Notes (required)' });
    const blocked = () => {
      const f = bookingFacts(latest.booking, config);
      return f.cartHasScratchOrPaint && !f.detailingNoteGiven;
    };
    expect(blocked()).toBe(true);
    await user.type(notes, 'Scratch on the rear bumper');
    expect(blocked()).toBe(false);
  });
});
