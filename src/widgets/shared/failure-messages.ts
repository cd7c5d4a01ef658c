/**
 * The message keys of a failed call (src/api/failure-keys.ts: `connection-error`, `rate-limited`, …), all
 * flow-level: a widget that shows a failure through `failureText`/`criticalErrorText` reads them. Plain data, for
 * the catalogue (src/widgets/registry/catalog.ts), which lists them for such widgets.
 */
export { FAILURE_KEYS as FAILURE_MESSAGES } from '../../api/failure-keys';
