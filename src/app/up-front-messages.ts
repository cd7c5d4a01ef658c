import { FAILURE_KEYS } from '../api/failure-keys';
import { COUPON_MESSAGE_KEYS } from '../domain/coupon-messages';

/**
 * The flow-level messages the customer build keeps in the up-front flow (scripts/vite/step-messages.ts): those shown
 * before any step's messages have loaded, or outside a step — the route's own texts while it loads a step, the page
 * for an unknown address, the shell's (a configuration that failed to load, a session that expired) and the sidebar's
 * coupon box (the chrome's own keys are src/renderer/sidebar/layout-texts.ts's). Every other
 * flow-level message arrives with the first step shown (one shared chunk), and so do the keys of the flow's `alert`
 * effects, which the build keeps up front too. A key missing here would throw where it is read before that.
 */
export const UP_FRONT_MESSAGE_KEYS: readonly string[] = [
  'page-not-found',
  'go-home-page',
  'step-loading',
  'step-redirecting',
  'step-load-failed',
  'link-retry',
  'site-unavailable-title',
  'site-unavailable',
  ...FAILURE_KEYS,
  ...COUPON_MESSAGE_KEYS,
];
