import { FAILURE_KEYS } from '../api/failure-keys';

/**
 * The flow-level messages the customer build keeps in the up-front flow (scripts/vite/step-messages.ts): those the
 * shell shows before its own chunk of texts has loaded — the loading line, and a configuration that failed to load
 * or a session that expired. Everything drawn under the shell waits for the shell's chunk (the chrome's, header's,
 * footer's, coupon box's and `alert` effects' texts; scripts/vite/message-split.ts shellChunkKeys), loaded with the
 * configuration; every other flow-level message arrives with the step that reads it. A key missing here would throw
 * where it is read before that.
 */
export const UP_FRONT_MESSAGE_KEYS: readonly string[] = ['step-loading', 'link-retry', 'site-unavailable-title', 'site-unavailable', ...FAILURE_KEYS];
