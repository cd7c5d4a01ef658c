import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setAppClock } from '../../../src/ui/app-clock';
import { atTime } from '../../api/harness';

/** Fixes the mock world's and the app's clock at `now` for each test of the file, and unmounts after each. */
export function useFixedClock(now: string): void {
  beforeEach(() => {
    atTime(now);
    setAppClock(now);
  });
  afterEach(() => {
    cleanup();
    setAppClock(undefined);
  });
}
