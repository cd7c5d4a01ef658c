import { describe, expect, it } from 'vitest';
import { journeysOf, shortest } from '../../src/journeys/journeys-of';
import { effectFacts } from '../../src/journeys/effect-facts';
import { allowedSessionKinds } from '../../src/journeys/session-kinds';
import { bookingFlow } from '../engine/support/context';

const acmeLike = { service_locations: ['home'], is_guest_checkout_enabled: true };

describe('journeysOf (the journey model, run)', () => {
  it('A-09: a churned provider gets no journeys, with the reason', () => {
    const [gone] = journeysOf(bookingFlow, { gone: acmeLike }, { gone: 'Churned' });
    expect(gone).toMatchObject({ provider: 'gone', skipped: expect.stringContaining('churned'), bySession: {} });
  });

  it('runs the model checker for every session kind the configuration allows, each reaching the goal', () => {
    const [acme] = journeysOf(bookingFlow, { acme: acmeLike }, {});
    expect(Object.keys(acme!.bySession)).toEqual(allowedSessionKinds(acmeLike, bookingFlow));
    for (const search of Object.values(acme!.bySession)) expect(shortest(search)?.steps.at(-1)).toBe('finished');
  });

  it('D-09: clearing the cart is the booking\'s knowledge, declared beside the journey model', () => {
    expect(effectFacts).toEqual({ clearCart: { cartEmpty: true } });
  });
});
