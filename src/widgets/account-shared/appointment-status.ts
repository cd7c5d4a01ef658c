/**
 * K-20: an appointment's status as the customer reads it, in the flow's words (flow-level messages, shared by the
 * account area's cards and the appointment page). Plain data and a pure function: the catalogue lists the keys.
 */
export const APPOINTMENT_STATUS_MESSAGES = ['status-scheduled', 'status-keys-available', 'status-suggested', 'status-finished', 'status-cancelled'] as const;

export type AppointmentStatusKey = (typeof APPOINTMENT_STATUS_MESSAGES)[number];

const KEY_OF: Readonly<Record<string, AppointmentStatusKey>> = {
  scheduled: 'status-scheduled',
  keys_available: 'status-keys-available',
  suggested: 'status-suggested',
  finished: 'status-finished',
  cancelled: 'status-cancelled',
  canceled: 'status-cancelled',
};

/** The flow's label of `status` (compared ignoring case, OPEN-48), or the status as written when it is none of K-20's. */
export function statusLabel(status: string, text: (key: AppointmentStatusKey) => string): string {
  const key = KEY_OF[status.trim().toLowerCase()];
  return key ? text(key) : status;
}
