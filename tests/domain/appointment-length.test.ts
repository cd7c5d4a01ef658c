import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appointmentLengthMinutes, laborMinutes } from '../../src/domain/appointment-length';

describe('appointment length', () => {
  it('F-37 labor is labor_hours × quantity plus the date buffer minutes', () => {
    expect(laborMinutes([{ labor_hours: 1.5, quantity: 2 }, { labor_hours: 0.5 }], 20)).toBe(230);
    expect(laborMinutes([{ labor_hours: '0.25', quantity: '4' }], '10')).toBe(70);
  });

  it('F-37 missing quantity counts 1; missing, negative or bad hours and buffers count 0', () => {
    expect(laborMinutes([{ labor_hours: 1 }, { labor_hours: null, quantity: 3 }, { labor_hours: -2 }, { labor_hours: 'x' }], null)).toBe(60);
    expect(laborMinutes([], -5)).toBe(0);
  });

  it('F-36 the length is rounded up to 15 minutes', () => {
    expect(appointmentLengthMinutes([{ labor_hours: 1, quantity: 1 }], 0)).toBe(60);
    expect(appointmentLengthMinutes([{ labor_hours: 1, quantity: 1 }], 1)).toBe(75);
    expect(appointmentLengthMinutes([{ labor_hours: 0.3, quantity: 1 }], 0)).toBe(30);
    expect(appointmentLengthMinutes([], 0)).toBe(0);
  });

  it('F-36 floating-point noise never adds a quarter hour (0.1 h × 3 + 12 min = 30 min)', () => {
    expect(appointmentLengthMinutes([{ labor_hours: 0.1, quantity: 3 }], 12)).toBe(30);
  });

  it('F-36 F-37 the length is the smallest multiple of 15 covering the labor (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ labor_hours: fc.integer({ min: 0, max: 40 }).map((q) => q / 4), quantity: fc.integer({ min: 1, max: 6 }) }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        (lines, buffer) => {
          const exact = laborMinutes(lines, buffer);
          const length = appointmentLengthMinutes(lines, buffer);
          expect(length % 15).toBe(0);
          expect(length).toBeGreaterThanOrEqual(exact - 1e-6);
          expect(length - exact).toBeLessThan(15);
        },
      ),
    );
  });
});
