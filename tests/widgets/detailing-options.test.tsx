// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceOffering } from '../../src/api/entities';
import { bookingFacts } from '../../src/booking/booking-facts';
import DetailingOptions from '../../src/widgets/detailing-options/detailing-options';
import { dirtLevelKey } from '../../src/widgets/detailing-options/detailing-texts';
import { offeringToCartLine } from '../../src/widgets/shared/offering-to-cart-line';
import demo from '../../mocks/fixtures/providers/demo.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { useMockServer } from '../api/harness';
import { atHome, camry, renderServiceStep, type StepHarnessOptions } from './services/service-harness';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
afterEach(cleanup);

const flowText = textFrom(stepTexts('detailing-more', { requireStep: true }));
/** The detailing-more step's detailingOptions, as the flow decides it for `config`. */
const renderOptions = (config: Record<string, unknown>, rest: Omit<StepHarnessOptions, 'step' | 'widget' | 'config'> = {}) =>
  renderServiceStep(DetailingOptions, { step: 'detailing-more', widget: 'detailingOptions', config, ...rest });
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

  it('D-26 dirt levels, in the flow\'s words; out-of-range levels clamp to the scale', () => {
    expect([0, 1, 2, 3, 4].map((l) => flowText(dirtLevelKey(l)))).toEqual(['Very Clean', 'Clean', 'Somewhat Dirty', 'Dirty', 'Very Dirty']);
    expect([-3, 9, Number.NaN].map(dirtLevelKey)).toEqual(['dirt-level-0', 'dirt-level-4', 'dirt-level-2']);
  });
});

describe('detailingOptions widget (mock back end)', () => {
  const config = demo as Record<string, unknown>;
  const booking = { ...atHome, vehicle: camry, cart: [fullDetail] };

  it('D-23 shows Service Details with the bullets and blurb of the chosen service', async () => {
    renderOptions(config, { booking });
    const details = await screen.findByRole('region', { name: 'Service Details' });
    expect(await within(details).findByText('Full Detail')).toBeInTheDocument();
    expect(within(details).getByText('Engine bay wipe-down')).toBeInTheDocument();
    expect(within(details).getByText('Inside and out.')).toBeInTheDocument();
  });

  it('D-24 shows add-ons as switches with their price or FREE and toggles them in the cart', async () => {
    const user = userEvent.setup();
    const { latest } = renderOptions(config, { booking });
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
    const { latest } = renderOptions(config, { booking });
    const slider = await screen.findByRole('slider', { name: 'How dirty is your vehicle?' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Somewhat Dirty');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '4');
    // jsdom does not move range inputs with keys (Playwright covers the keyboard); set the value as the browser would.
    fireEvent.change(slider, { target: { value: '4' } });
    expect(latest.booking.dirtLevel).toBe(4);
    expect(slider).toHaveAttribute('aria-valuetext', 'Very Dirty');
  });

  it('D-25 the flow hides the dirtQuestion part when is_detailing_dirty_question_enabled is off (hidden) or absent', async () => {
    const { decided } = renderOptions(hidden, { booking });
    expect(decided.parts.dirtQuestion).toBe(false);
    await screen.findByRole('region', { name: 'Service Details' });
    expect(screen.queryByRole('slider')).toBeNull();
    cleanup();
    const absent = renderOptions({}, { booking });
    expect(absent.decided.parts.dirtQuestion).toBe(false);
    await screen.findByRole('region', { name: 'Service Details' });
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('H-08 D-24 the flow hides the prices part for a provider hiding prices (hidden): switches without prices or FREE', async () => {
    const { decided } = renderOptions(hidden, { booking });
    expect(decided.parts.prices).toBe(false);
    const petHair = await screen.findByRole('switch', { name: /Pet Hair Removal/ });
    expect(petHair).not.toHaveTextContent('$');
    expect(screen.getByRole('switch', { name: /Headlight Check/ })).not.toHaveTextContent('FREE');
    cleanup();
    expect(renderOptions(config, { booking }).decided.parts.prices).toBe(true);
    expect(await screen.findByRole('switch', { name: /Pet Hair Removal/ })).toHaveTextContent('$60.00');
  });

  it('H-08 an overlay line alone (conditions: prices-shown false) hides the prices of a provider that shows them', async () => {
    const { decided } = renderOptions(config, { booking, overlay: { conditions: { 'prices-shown': false } } });
    expect(decided.parts.prices).toBe(false);
    const petHair = await screen.findByRole('switch', { name: /Pet Hair Removal/ });
    expect(petHair).not.toHaveTextContent('$');
  });

  it('D-27 D-28 Notes with guidance, limited to 1020 characters', async () => {
    const user = userEvent.setup();
    const { latest } = renderOptions(config, { booking });
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAccessibleDescription(new RegExp(flowText('detailing-notes-guidance').slice(0, 40)));
    expect(notes).toHaveAttribute('maxLength', '1020');
    await user.click(notes);
    await user.paste('x'.repeat(1100));
    expect(latest.booking.detailingNote).toHaveLength(1020);
  });

  it('D-29 lists the provider’s "What you need to know" items, else the default list', async () => {
    renderOptions(config, { booking });
    const know = await screen.findByRole('region', { name: 'What you need to know' });
    expect(within(know).getAllByRole('listitem').map((li) => li.textContent)).toEqual(demo.detailing_need_to_know);
    cleanup();
    renderOptions({}, { booking });
    const fallback = await screen.findByRole('region', { name: 'What you need to know' });
    expect(within(fallback).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['need-to-know-1', 'need-to-know-2', 'need-to-know-3'].map((k) => flowText(k)));
  });

  it('D-30 with a Scratch/Paint service the note is required: the facts block Continue until a note is typed', async () => {
    const user = userEvent.setup();
    const { latest } = renderOptions(config, { booking: { ...booking, cart: [scratch] } });
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
