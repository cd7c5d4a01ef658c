import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Finds a Chromium: `CHROMIUM_PATH`, then Debian's `/usr/bin/chromium`, then Playwright's own download. With
 * `headlessShell`, Debian's `/usr/bin/chromium-headless-shell` comes first when installed: Chromium's headless
 * shell (what Playwright itself runs headless tests in) has no browser UI behind the page and took ≈ 20 % less
 * time per browser test on this 2-core machine (docs/decisions.md). The benchmarks keep the full Chromium their
 * tables were measured in. Throws with instructions when there is none.
 */
export function findChromium({ headlessShell = false }: { headlessShell?: boolean } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const debian = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of headlessShell ? ['/usr/bin/chromium-headless-shell', ...debian] : debian) {
    if (existsSync(candidate)) return candidate;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright finds its own
  throw new Error(
    'No Chromium found. Install one with `sudo apt-get install -y chromium-headless-shell` (Debian; or `chromium`), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}
