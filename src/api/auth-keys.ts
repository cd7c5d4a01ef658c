/**
 * The query keys of what depends on the session (the customer's info, addresses, vehicles, works, locations):
 * invalidated together on sign-in and sign-out. A module of its own, so a screen that only needs a key does not
 * load the customer's schemas.
 */
export const authKeys = {
  all: ['auth'] as const,
  customerInfo: () => [...authKeys.all, 'customer-info'] as const,
};
