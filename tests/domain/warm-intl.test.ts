import { describe, expect, it, vi } from 'vitest';

/** Counts the `Intl` objects made while `run` runs (each constructor wrapped in a counting proxy meanwhile). */
async function intlObjectsMade(run: () => void | Promise<void>): Promise<number> {
  let made = 0;
  const names = ['NumberFormat', 'DateTimeFormat', 'Collator'] as const;
  const originals = names.map((name) => Intl[name]);
  names.forEach((name, i) => {
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(originals[i]!, { construct: (target, args) => (made++, Reflect.construct(target, args)) }),
    });
  });
  try {
    await run();
  } finally {
    names.forEach((name, i) => Object.defineProperty(Intl, name, { configurable: true, writable: true, value: originals[i] }));
  }
  return made;
}

describe('the Intl warm-ups (issue 28: the browser sets up dates, names and prices at idle, not in a Continue)', () => {
  it('A-41 A-47 F-41 after the warm-ups, prices, short prices, week days and sorted names make no Intl object any more', async () => {
    // Fresh modules: no formatter made by an earlier test of this file.
    vi.resetModules();
    const { INTL_WARM_UPS } = await import('../../src/domain/warm-intl');
    const { formatMoney, formatMoneyShort } = await import('../../src/domain/money');
    const { compareNames } = await import('../../src/domain/compare-names');
    const { DEFAULT_TIME_ZONE, dateFormat } = await import('../../src/domain/time-zone');
    expect(await intlObjectsMade(() => INTL_WARM_UPS.forEach((warm) => warm()))).toBe(2);
    const after = await intlObjectsMade(() => {
      expect(formatMoney(123456)).toBe('$1,234.56');
      expect(formatMoneyShort(5000)).toBe('$50');
      expect(formatMoneyShort(4950)).toBe('$49.50');
      expect(dateFormat({ timeZone: DEFAULT_TIME_ZONE, weekday: 'long' }).format(new Date('2026-11-30T15:00:00Z'))).toBe('Monday');
      expect(['b', 'a'].sort(compareNames)).toEqual(['a', 'b']);
    });
    expect(after).toBe(0);
  });
});
