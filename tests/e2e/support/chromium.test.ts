import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The paths that "exist" in each case (node:fs is replaced). */
const present = new Set<string>();
vi.mock('node:fs', () => ({ existsSync: (path: string) => present.has(path) }));
vi.mock('@playwright/test', () => ({ chromium: { executablePath: () => '/playwright/chromium' } }));

const { findChromium } = await import('../../../e2e/support/chromium');

describe('findChromium', () => {
  const saved = process.env.CHROMIUM_PATH;
  beforeEach(() => {
    present.clear();
    delete process.env.CHROMIUM_PATH;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('the browser tests take the headless shell first; the benchmarks keep the full Chromium', () => {
    present.add('/usr/bin/chromium-headless-shell').add('/usr/bin/chromium');
    expect(findChromium({ headlessShell: true })).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium()).toBe('/usr/bin/chromium');
  });

  it('without the shell, the tests fall back to the full Chromium', () => {
    present.add('/usr/bin/chromium');
    expect(findChromium({ headlessShell: true })).toBe('/usr/bin/chromium');
  });

  it('CHROMIUM_PATH wins, and one that does not exist is refused by name', () => {
    present.add('/usr/bin/chromium-headless-shell').add('/opt/chrome');
    process.env.CHROMIUM_PATH = '/opt/chrome';
    expect(findChromium({ headlessShell: true })).toBe('/opt/chrome');
    process.env.CHROMIUM_PATH = '/nowhere/chrome';
    expect(() => findChromium({ headlessShell: true })).toThrow('CHROMIUM_PATH points to /nowhere/chrome, which does not exist.');
  });

  it('with no Chromium anywhere it says how to install one', () => {
    expect(() => findChromium({ headlessShell: true })).toThrow('sudo apt-get install -y chromium-headless-shell');
  });
});
