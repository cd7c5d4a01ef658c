/** What the booking leaves behind for the pages after it: the finished page's summary and the one-click confirmation's card. */

/**
 * What the finished page shows once a booking is made (H-41..H-44). Written by the review step on
 * success, so the summary survives the clearing of the cart and drafts (H-37). Money in cents, the
 * back end's stored figures.
 */
export interface LastBooking {
  scheduledWorkId: number;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  place:
    | { kind: 'home'; address: string }
    | { kind: 'workplace'; locationName: string; keyoskName: string | null; parkingName: string | null }
    | { kind: 'shop'; locationName: string; address: string | null };
  /** `YYYY-MM-DD` and `HH:mm` in `timeZone`; date null on the waitlist. */
  date: string | null;
  arrival: string | null;
  departure: string | null;
  timeZone: string;
  vehicle: string | null;
  services: { name: string; quantity: number; cents: number }[];
  costs: { id: string; label: string; cents: number; detail?: string }[];
  totalCents: number;
  pricesHidden: boolean;
}

/**
 * The one-click confirmation's card (I-13, I-15, I-16): written by a reschedule or proactive link once
 * its new date is saved. `details` null means the confirmation fetches the work again (M-32).
 */
export interface LastReschedule {
  kind: 'reschedule' | 'proactive';
  scheduledWorkId: number;
  customerId: number;
  /** `YYYY-MM-DD` and `HH:mm` in `timeZone` (the defaults 09:00–17:00 when the work names none, I-16). */
  date: string;
  arrival: string | null;
  departure: string | null;
  timeZone: string;
  details: {
    place: LastBooking['place'] | null;
    vehicle: string | null;
    services: { name: string; quantity: number }[];
  } | null;
}
