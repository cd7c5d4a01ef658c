import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { nextStep, resolveStep } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards, readyBooking } from './support/context';

const text = readFileSync(join(import.meta.dirname, '../../flows/booking.flow.json'), 'utf8');
const ctx = makeContext({ signedIn: true, booking: { ...readyBooking, cartEmpty: true, vehicleType: 'automobile' }, config: { skip_simple_services_to: 'tires' } });
const guards = makeGuards();

describe('engine speed relative to reading the flow', () => {
  bench('JSON.parse of booking.flow.json', () => {
    JSON.parse(text);
  });
  bench('nextStep: place → pickSavedPlace (the longest rule list, 7 rules)', () => {
    nextStep(bookingFlow, 'place', { type: 'pickSavedPlace' }, ctx, guards);
  });
  bench('resolveStep: /pricing/schedule with a redirect chain (schedule → simple → tires)', () => {
    resolveStep(bookingFlow, '/pricing/schedule', ctx, guards);
  });
});
