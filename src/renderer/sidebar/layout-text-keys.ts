/**
 * The flow-level messages the chrome reads (step bar, sidebar, cart toasts, the route's loading and failure
 * lines, the not-found page) through `layoutText`. The flow checker requires each in a flow's `messages`; the
 * app does not import this list (its words are the flow's, with no copy in the code).
 */
export const LAYOUT_TEXT_KEYS = [
  'phase-services', 'phase-availability', 'referral-banner',
  'sidebar-title', 'sidebar-location', 'sidebar-vehicle', 'sidebar-services', 'sidebar-not-chosen', 'sidebar-no-services', 'sidebar-included',
  'remove-service', 'image-remove-named', 'sidebar-qty', 'sidebar-coupon-checking', 'step-bar-label', 'step-bar-completed', 'continue',
  'please-wait', 'step-loading', 'step-redirecting', 'step-load-failed', 'link-retry', 'page-not-found', 'go-home-page',
  'sidebar-subtotal', 'sidebar-tax-note', 'sidebar-coupon-label', 'sidebar-coupon-apply', 'cart-added', 'cart-removed',
  'cart-added-many', 'cart-removed-many',
] as const;
