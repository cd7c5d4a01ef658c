import { describe, expect, it } from 'vitest';
import { durationText } from '../../src/domain/duration-text';

describe('durationText', () => {
  it('F-38 0 gives 15 minutes', () => {
    expect(durationText(0)).toBe('15 minutes');
    expect(durationText(Number.NaN)).toBe('15 minutes');
  });

  it('F-39 under 1 hour gives 15, 30 or 45 minutes', () => {
    expect(durationText(5)).toBe('15 minutes');
    expect(durationText(15)).toBe('15 minutes');
    expect(durationText(22)).toBe('15 minutes');
    expect(durationText(23)).toBe('30 minutes');
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(59)).toBe('45 minutes');
    for (let m = 1; m < 60; m++) expect(['15 minutes', '30 minutes', '45 minutes']).toContain(durationText(m));
  });

  it('F-40 1 hour or more is rounded to quarter hours', () => {
    expect(durationText(60)).toBe('1 hour');
    expect(durationText(67)).toBe('1 hour');
    expect(durationText(68)).toBe('1 hour 15 minutes');
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(165)).toBe('2 hours 45 minutes');
    expect(durationText(173)).toBe('3 hours');
  });
});
