// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingFacts } from '../../src/booking/booking-facts';
import DiagnosticForm from '../../src/widgets/diagnostic-form/diagnostic-form';
import { completeDiagnosticDescription, DEFAULT_DIAGNOSTIC_CONCERNS } from '../../src/widgets/diagnostic-form/diagnostic-concerns';
import { useMockServer } from '../api/harness';
import { camry, renderService } from './services/service-harness';

useMockServer();
afterEach(cleanup);

const texts = { 'how-it-works': 'How It Works' };
const atShop = { placeMode: 'shop' as const, clientLocation: { id: 3, name: 'Demo Auto Shop - Springfield' } };

describe('diagnosticForm widget', () => {
  it('D-32 shows the common-concerns checklist, a description and the How It Works card', async () => {
    renderService(DiagnosticForm, { texts, booking: { ...atShop, vehicle: camry }, values: { config: { has_diagnostic_service: true } } });
    const group = screen.getByRole('group', { name: 'What are you noticing?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(DEFAULT_DIAGNOSTIC_CONCERNS.length);
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How It Works' })).toBeInTheDocument();
  });

  it('a flow option may replace the concerns list', () => {
    renderService(DiagnosticForm, { texts, options: { concerns: ['Hard start', 'Noise'] }, booking: { ...atShop, vehicle: camry } });
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Hard start', 'Noise']);
  });

  it('D-33 is ready with a checked concern, or with a description of 5 characters (4 are not enough)', async () => {
    const user = userEvent.setup();
    const { latest } = renderService(DiagnosticForm, { texts, booking: { ...atShop, vehicle: camry } });
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
    const { latest } = renderService(DiagnosticForm, { texts, booking, values: { config: { has_diagnostic_service: true } } });
    await waitFor(() => expect(latest.booking.cart.map((l) => [l.service_offering_id, l.kind])).toEqual([[401, 'diagnostic']]));
  });
});
