// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingFacts } from '../../src/booking/booking-facts';
import DiagnosticForm from '../../src/widgets/diagnostic-form/diagnostic-form';
import { completeDiagnosticDescription } from '../../src/widgets/diagnostic-form/diagnostic-concerns';
import diag from '../../mocks/fixtures/providers/diag.json';
import { useMockServer } from '../api/harness';
import { camry, renderServiceStep, type StepHarnessOptions } from './services/service-harness';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
afterEach(cleanup);

const config = diag as Record<string, unknown>;
const flowText = textFrom(stepTexts('diagnostic', { requireStep: true }));
/** The diagnostic step's diagnosticForm, as the flow decides it (its `concerns` option) for `config`. */
const renderForm = (rest: Omit<StepHarnessOptions, 'step' | 'widget' | 'config'> = {}) =>
  renderServiceStep(DiagnosticForm, { step: 'diagnostic', widget: 'diagnosticForm', config, ...rest });
const atShop = { placeMode: 'shop' as const, clientLocation: { id: 3, name: 'Demo Auto Shop - Springfield' } };

describe('diagnosticForm widget', () => {
  it('D-32 OPEN-26 shows the flow\'s common-concerns checklist, a description and the How It Works card (its three steps)', async () => {
    const { decided } = renderForm({ booking: { ...atShop, vehicle: camry } });
    const concerns = decided.options.concerns as string[];
    expect(concerns.length).toBeGreaterThan(5);
    const group = screen.getByRole('group', { name: 'What are you noticing?' });
    expect(within(group).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(concerns);
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How It Works' });
    expect(within(how).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['how-it-works-1', 'how-it-works-2', 'how-it-works-3'].map((k) => flowText(k)));
  });

  it('D-32 issue 29 each concern\'s label wraps its checkbox, with no redundant for= beside it', () => {
    renderForm({ booking: { ...atShop, vehicle: camry } });
    const boxes = within(screen.getByRole('group', { name: 'What are you noticing?' })).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(5);
    for (const box of boxes) {
      expect(box.closest('label')).not.toBeNull();
      expect(box.closest('label')).not.toHaveAttribute('for');
    }
  });

  it('OPEN-26 an overlay\'s widget option replaces the concerns list', () => {
    renderForm({ booking: { ...atShop, vehicle: camry }, overlay: { steps: { diagnostic: { widgetOptions: { diagnosticForm: { concerns: ['Hard start', 'Noise'] } } } } } });
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Hard start', 'Noise']);
  });

  it('D-33 is ready with a checked concern, or with a description of 5 characters (4 are not enough)', async () => {
    const user = userEvent.setup();
    const { latest } = renderForm({ booking: { ...atShop, vehicle: camry } });
    const ready = () => bookingFacts(latest.booking, {}).diagnosticReady;
    expect(ready()).toBe(false);
    const concern = screen.getByRole('checkbox', { name: 'Strange noise' });
    await user.click(concern);
    expect(latest.booking.diagnosticConcerns).toEqual(['Strange noise']);
    expect(ready()).toBe(true);
    await user.click(concern);
    expect(ready()).toBe(false);
    const description = screen.getByRole('textbox', { name: 'Describe the problem' });
    await user.type(description, 'Clun');
    expect(ready()).toBe(false);
    await user.type(description, 'k');
    expect(latest.booking.diagnosticDescription).toBe('Clunk');
    expect(ready()).toBe(true);
  });

  it('D-34 keeps concerns and description, and builds the complete description from both', () => {
    expect(completeDiagnosticDescription(['Strange noise', 'Vibration or shaking'], ' Clunk over bumps ')).toBe(
      'Concerns: Strange noise; Vibration or shaking. Description: Clunk over bumps',
    );
    expect(completeDiagnosticDescription([], '')).toBe('');
  });

  it('makes the provider’s diagnostic service the only cart line once the price list loads', async () => {
    const booking = { ...atShop, vehicle: camry, cart: [{ service_offering_id: 201, long_name: 'Oil', kind: 'standard' as const, quantity: 1 }] };
    const { latest } = renderForm({ booking });
    await waitFor(() => expect(latest.booking.cart.map((l) => [l.service_offering_id, l.kind])).toEqual([[401, 'diagnostic']]));
  });
});
