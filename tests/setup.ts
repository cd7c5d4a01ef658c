import '@testing-library/jest-dom/vitest';
import fc from 'fast-check';
import { resolveFastCheckSeed } from './support/fast-check-seed';

// Every property of the run uses one seed: fixed by default and in CI, FC_SEED=<n> to replay,
// FC_SEED=random for a new one (tests/support/fast-check-seed.ts). Failure messages show the seed.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: resolveFastCheckSeed() });
