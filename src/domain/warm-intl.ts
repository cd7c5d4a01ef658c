/**
 * The browser sets up each kind of `Intl` object on its first use. The page's first one (the money formats, made as
 * the app's code loads, before the first paint) loads the locale data: 60–160 ms at 4× CPU in Chromium. After it,
 * the first date format still costs 15–20 ms, the first collator 3–4 ms and the first formatted price 3–7 ms
 * (docs/performance.md, 2026-11-30 evening), which would land in whichever Continue first shows a date, a sorted list
 * or a price. `INTL_WARM_UPS` makes the app's formatters ahead, one job each, for the page's first prefetch to run
 * while the browser is idle (src/renderer/use-prefetch-following-steps.ts); each is shorter than a long task.
 */
import { compareNames } from './compare-names';
import { formatMoney, formatMoneyShort } from './money';
import { DEFAULT_TIME_ZONE, dateFormat } from './time-zone';

/** Each makes (and uses once) formatters the app keeps; none changes anything a customer sees. */
export const INTL_WARM_UPS: readonly (() => void)[] = [
  () => dateFormat({ timeZone: DEFAULT_TIME_ZONE, weekday: 'long' }).format(0),
  () => compareNames('a', 'b'),
  () => formatMoney(0) + formatMoneyShort(100),
];
