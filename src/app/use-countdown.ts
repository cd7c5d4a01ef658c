import { useEffect, useRef, useState } from 'react';

/** A clock the countdown ticks on; tests pass fake timers or their own. */
export interface Ticker {
  every: (ms: number, tick: () => void) => () => void;
}

const intervalTicker: Ticker = {
  every(ms, tick) {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/**
 * Counts down whole seconds from `seconds` while `active`, then calls `onDone` once.
 * Returns the seconds left.
 */
export function useCountdown(seconds: number, active: boolean, onDone: () => void, ticker: Ticker = intervalTicker): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  const fired = useRef(false);

  useEffect(() => {
    if (!active) return;
    return ticker.every(1000, () => setLeft((s) => Math.max(0, s - 1)));
  }, [active, ticker]);

  useEffect(() => {
    if (active && left === 0 && !fired.current) {
      fired.current = true;
      done.current();
    }
  }, [active, left]);

  return left;
}
