/** Stable identifiers of the demo world (documented in docs/api.md). */
export const DEMO_CUSTOMER_ID = 1001;
export const DEMO_CUSTOMER_EMAIL = 'demo@example.com';
export const DEMO_CUSTOMER_PASSWORD = 'demo1234';
/** A session token of the demo customer that never expires (scenario session 'customer'). */
export const DEMO_CUSTOMER_TOKEN = 'demo-customer-token';

export const FLEET_CUSTOMER = { id: 1002, email: 'fleet@example.com', password: 'fleet1234' } as const;
export const NEW_CUSTOMER = { id: 1003, email: 'new@example.com', password: 'new12345' } as const;
export const TAKEN_SLOT_CUSTOMER_ID = 1099;
/** A session token that the server no longer knows: any authenticated call with it answers 403. */
export const EXPIRED_SESSION_TOKEN = 'expired-session-token';

export const DEMO_TOKENS = {
  /** Appointment 5001 (scheduled, card on file, unpaid). */
  appointment: 'demo-appointment-token',
  /** Appointment 5008 (finished, unpaid: pay / tip). */
  payment: 'demo-payment-token',
  /** Appointment 5001, expired: answers "Token is expired.". */
  expired: 'demo-expired-token',
} as const;

export const DEMO_RESET_IDS = { valid: 'demo-reset', expired: 'expired-reset' } as const;
export const DEMO_QUOTE_UUID = '3f1c2a9e-7b4d-4e21-9c1a-demo00quote1';
