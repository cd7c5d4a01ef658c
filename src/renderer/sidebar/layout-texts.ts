import { formatMessage, messageText } from '../../engine';
import type { Flow } from '../../engine';

/**
 * The chrome's texts (step bar, sidebar, cart toasts, the route's loading and failure lines, the not-found page). They are flow messages (flows/booking.flow.json
 * `messages`, so a provider overlay may change them); these are the texts used when a flow lacks one.
 */
export const DEFAULT_LAYOUT_TEXTS = {
  'phase-services': 'Select Services',
  'phase-availability': 'Select Availability',
  'referral-banner': 'REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages',
  'sidebar-title': 'Your Booking',
  'sidebar-location': 'Your Location',
  'sidebar-vehicle': 'Your Vehicle',
  'sidebar-services': 'Your Services',
  'sidebar-not-chosen': 'Not chosen yet',
  'sidebar-no-services': 'No services yet',
  'sidebar-included': 'Included',
  'remove-service': 'Remove',
  'image-remove-named': 'Remove {name}',
  'sidebar-qty': 'Qty {count}',
  'sidebar-coupon-checking': 'Checking…',
  'step-bar-label': 'Booking steps',
  'step-bar-completed': '(completed)',
  continue: 'Continue',
  'please-wait': 'Please wait…',
  'step-loading': 'Loading…',
  'step-redirecting': 'Redirecting…',
  'step-load-failed': 'This page could not be loaded. Please check your connection and try again.',
  'link-retry': 'Try again',
  'page-not-found': 'Page not found',
  'go-home-page': 'Go to the home page',
  'sidebar-subtotal': 'Subtotal',
  'sidebar-tax-note': 'plus tax and fees',
  'sidebar-coupon-label': 'Coupon code',
  'sidebar-coupon-apply': 'Apply',
  'cart-added': '{name} was added to your cart.',
  'cart-removed': '{name} was removed from your cart.',
} as const;

/** A chrome text: the step's or flow's message for `key`, else the default; placeholders filled from `vars`. */
export function layoutText(flow: Flow, stepId: string | null, key: string, vars: Record<string, unknown> = {}): string {
  let template: string;
  try {
    template = messageText(flow, stepId, key);
  } catch {
    template = (DEFAULT_LAYOUT_TEXTS as Record<string, string>)[key] ?? key;
  }
  return formatMessage(template, vars);
}
