import { describe, expect, it } from 'vitest';
import { scheduledWorkSchema } from '../../src/api/entities';
import { accountTexts } from '../../src/widgets/account-area/account-messages';
import { appointmentCardModel as model } from '../../src/widgets/account-area/appointment-card-model';
import { stepTexts, textFrom } from './support/step-texts';

/** The account-home step's texts, as the widget reads them. */
const texts = accountTexts(textFrom(stepTexts('account-home', { requireStep: true })));
const appointmentCardModel = (w: Parameters<typeof model>[0], now: string) => model(w, now, texts);

const work = (extra: Record<string, unknown>) =>
  scheduledWorkSchema.parse({
    scheduled_work_id: 7001,
    customer_id: 1001,
    status: 'keys_available',
    date: '2026-03-10',
    plannedArrivalTime: '09:00',
    plannedDepartureTime: '11:00',
    services: [],
    customer_address: { customer_address_id: 1, address_line_1: '12 Elm Street', city: 'Springfield', state: 'VA', postal_code: '22150', time_zone: 'America/Los_Angeles' },
    ...extra,
  });

describe('appointmentCardModel status (K-20, K-21)', () => {
  it('K-21 a checked-in work with its health check done, today in the location\'s zone, reads "In Service Today"', () => {
    // 06:30 UTC on March 10 is still March 9 in Los Angeles (PDT); 18:00 UTC is March 10 there.
    expect(appointmentCardModel(work({ hc_is_complete: true }), '2026-03-10T18:00:00Z').status).toBe('In Service Today');
    expect(appointmentCardModel(work({ hc_is_complete: true }), '2026-03-10T06:30:00Z').status).toBe('Checked In');
  });

  it('K-20 K-21 without the health check, or on another status, the plain status label', () => {
    expect(appointmentCardModel(work({ hc_is_complete: false }), '2026-03-10T18:00:00Z').status).toBe('Checked In');
    expect(appointmentCardModel(work({ hc_is_complete: true, status: 'SCHEDULED' }), '2026-03-10T18:00:00Z').status).toBe('Scheduled');
  });
});

describe('appointmentCardModel texts (K-20, K-68)', () => {
  it('K-20 reads the status labels from the flow, any case (OPEN-48), and an unknown status as written', () => {
    expect(appointmentCardModel(work({ status: 'CANCELED' }), '2026-03-10T18:00:00Z').status).toBe('Cancelled');
    expect(appointmentCardModel(work({ status: 'suggested' }), '2026-03-10T18:00:00Z').status).toBe('Suggested');
    expect(appointmentCardModel(work({ status: 'on_hold' }), '2026-03-10T18:00:00Z').status).toBe('on_hold');
  });

  it('K-68 names a work without a vehicle with the flow\'s word', () => {
    expect(appointmentCardModel(work({ vehicle: null }), '2026-03-10T18:00:00Z').vehicle).toBe('Vehicle');
  });
});
