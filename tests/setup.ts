import fc from 'fast-check';
import { afterAll, afterEach } from 'vitest';
import { resolveFastCheckSeed } from './support/fast-check-seed';

// Every property of the run uses one seed: fixed by default and in CI, FC_SEED=<n> to replay,
// FC_SEED=random for a new one (tests/support/fast-check-seed.ts). Failure messages show the seed.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: resolveFastCheckSeed() });

// The DOM matchers and testing-library only where there is a DOM (a jsdom file): importing them took ≈ 0.2 s of each
// node file's setup, more than most of those files' tests.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // findBy… and waitFor wait up to 5 s (testing-library's 1 s is shorter than a lazy widget's first import
  // on two loaded cores); a test's own limit stays vitest's testTimeout.
  configure({ asyncUtilTimeout: 5_000 });
}

// The node files share their worker's modules (vitest.config.ts): a file must put back the module state it set, or
// it changes the files after it. This names the file that did not, instead of a later file failing for no reason.
if (typeof document === 'undefined') {
  afterAll(async () => {
    const { leftState } = await import('./support/left-state');
    const left = await leftState();
    if (left.length > 0) throw new Error(`This file leaves state for the next file in its worker: ${left.join('; ')}.`);
  });
}

// jsdom draws no page and has no scrolling: a step change's scroll to the top (use-step-arrival.ts) does nothing.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Each test starts without cookies (a jsdom document keeps them across the tests of a file, e.g. D-93's referrer cookie).
afterEach(() => {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
