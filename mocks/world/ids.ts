/** Stable identifiers of the demo world (documented in docs/api.md). */
export const DEMO_CUSTOMER_ID = 1001;
export const DEMO_CUSTOMER_EMAIL = 'demo@example.com';
export const DEMO_CUSTOMER_PASSWORD = 'demo1234';
/** A session token of the demo customer that never expires (scenario session 'customer'). */
export const DEMO_CUSTOMER_TOKEN = 'demo-customer-token';
