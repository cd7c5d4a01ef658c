/**
 * The booking facts behind the vehicle steps' flow blockers: the candidate make (C-44, C-45 on vehicle-lookup,
 * C-45-verify on verify-vehicle-info) and the end of the verify reveal (C-56), and the blockers' messages as the flow
 * fills them.
 */
import { describe, expect, it } from 'vitest';
import { bookingFacts } from '../../src/booking/booking-facts';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import demo from '../../mocks/fixtures/providers/demo.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { stepBlocker } from './support/flow-blockers';

const booking = (over: Partial<BookingState>): BookingState => ({ ...emptyBooking(), ...over });
const visitor = { signedIn: false, guest: false };

describe('candidate make facts (C-44, C-45)', () => {
  it('C-45 no candidate: nothing to refuse, whatever the provider offers', () => {
    expect(bookingFacts(emptyBooking(), hidden)).toMatchObject({ candidateMake: null, candidateMakeOffered: true });
  });

  it('C-44 a candidate is offered when the provider lists it (case and spaces ignored) or lists no makes', () => {
    expect(bookingFacts(booking({ vehicleCandidate: { make: ' kenworth ' } }), hidden).candidateMakeOffered).toBe(true);
    expect(bookingFacts(booking({ vehicleCandidate: { make: 'Mack' } }), hidden)).toMatchObject({ candidateMake: 'Mack', candidateMakeOffered: false });
    expect(bookingFacts(booking({ vehicleCandidate: { make: 'Mack' } }), demo).candidateMakeOffered).toBe(true);
    expect(bookingFacts(booking({ vehicleCandidate: { make: 'Mack' } }), { offered_vehicle_makes: ['', ' '] }).candidateMakeOffered).toBe(true);
  });

  it('C-45 the vehicle-lookup step refuses vehicleSaved (only) with the make and the provider phone in the message', () => {
    const state = booking({ vehicleCandidate: { make: 'Mack' } });
    const held = stepBlocker('vehicle-lookup', hidden, visitor, state, 'vehicleSaved');
    expect(held.explanation.decidedBy).toBe('C-45');
    expect(held.message).toBe('We do not offer mobile service for Mack. Please call us at (555) 040-0400 for in-house scheduling.');
    expect(stepBlocker('vehicle-lookup', hidden, visitor, state, 'lookupFound').blocked).toBe(false);
    expect(stepBlocker('vehicle-lookup', demo, visitor, state, 'vehicleSaved').blocked).toBe(false);
  });
});

describe('verify reveal fact (C-55, C-56)', () => {
  it('C-56 the verify step refuses Continue until the reveal has ended; C-45-verify comes first for a make not offered', () => {
    expect(bookingFacts(emptyBooking(), demo).vehicleInfoRevealed).toBe(false);
    expect(stepBlocker('verify-vehicle-info', demo, visitor, booking({ vehicleCandidate: { make: 'Toyota' } }), 'continue').explanation.decidedBy).toBe('C-56');
    expect(stepBlocker('verify-vehicle-info', demo, visitor, booking({ vehicleCandidate: { make: 'Toyota' }, vehicleInfoRevealed: true }), 'continue').blocked).toBe(false);
    const honda = stepBlocker('verify-vehicle-info', hidden, visitor, booking({ vehicleCandidate: { make: 'Honda' } }), 'continue');
    expect(honda.explanation.decidedBy).toBe('C-45-verify');
    expect(honda.message).toBe('We do not offer mobile service for Honda. Please call us at (555) 040-0400 for in-house scheduling.');
    expect(stepBlocker('verify-vehicle-info', hidden, visitor, booking({ vehicleCandidate: { make: 'Honda' }, vehicleInfoRevealed: true }), 'continue').explanation.decidedBy).toBe('C-45-verify');
  });
});
